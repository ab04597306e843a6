import asyncio
import json
from dataclasses import dataclass, asdict, field
from typing import Optional

@dataclass(order=True)
class Company:
    name: str
    domain: str
    employees: int = 0
    tags: list = field(default_factory=list, compare=False)
    hq: Optional[str] = None

async def lookup_company(domain):
    await asyncio.sleep(0.001 * (len(domain) % 4))
    base = domain.split(".")[0]
    return Company(name=base.title(), domain=domain, employees=len(base) * 120)

async def lookup_location(domain):
    await asyncio.sleep(0)
    table = {"acme.com": "Berlin", "globex.io": "Paris", "initech.net": "Austin"}
    if domain not in table:
        raise KeyError(domain)
    return table[domain]

async def lookup_tags(domain):
    await asyncio.sleep(0)
    return sorted({domain.rsplit(".", 1)[-1], "b2b" if "e" in domain else "b2c"})

async def enrich(domain):
    async with asyncio.TaskGroup() as tg:
        c = tg.create_task(lookup_company(domain))
        t = tg.create_task(lookup_tags(domain))
    company = c.result()
    company.tags = t.result()
    try:
        company.hq = await lookup_location(domain)
    except KeyError as e:
        company.hq = f"unknown ({e.args[0]})"
    return company

domains = ["acme.com", "globex.io", "initech.net", "umbrella.org", "hooli.xyz"]
async with asyncio.TaskGroup() as tg:
    tasks = {d: tg.create_task(enrich(d), name=f"enrich:{d}") for d in domains}

companies = [t.result() for t in tasks.values()]
for c in sorted(companies, key=lambda c: (-c.employees, c.name)):
    print(f"{c.name:<10} {c.domain:<14} {c.employees:>5}  {','.join(c.tags):<10} {c.hq}")
print(sorted(companies)[0].name, max(companies).name)
print(json.dumps(asdict(companies[0])))
print([t.get_name() for t in tasks.values()][:2])

# A failing member cancels its siblings; the errors arrive as an ExceptionGroup.
progress = []

async def worker(n):
    try:
        await asyncio.sleep(0 if n in (3, 4) else 0.001 * n)
        if n == 3:
            raise ValueError(f"bad input #{n}")
        if n == 4:
            raise PermissionError("forbidden")
        await asyncio.sleep(1)
        progress.append(n)
    except asyncio.CancelledError:
        progress.append(f"cancelled {n}")
        raise

try:
    async with asyncio.TaskGroup() as tg:
        for n in range(1, 6):
            tg.create_task(worker(n))
except ExceptionGroup as eg:
    ve = eg.subgroup(ValueError)
    pe = eg.subgroup(lambda e: isinstance(e, PermissionError))
    print("ValueErrors:", [str(e) for e in ve.exceptions])
    print("PermissionErrors:", [type(e).__name__ for e in pe.exceptions])
    print(eg.subgroup(KeyError), len(eg.exceptions))
print("progress:", sorted(progress, key=str))

try:
    async with asyncio.TaskGroup() as tg:
        tg.create_task(worker(3))
except ExceptionGroup as eg:
    print(type(eg).__name__, "|", eg, "|", repr(eg.exceptions[0]))
