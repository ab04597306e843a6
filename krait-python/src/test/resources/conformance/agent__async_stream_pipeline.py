import asyncio
import re
from collections import Counter, defaultdict
from typing import AsyncIterator

TICKETS = [
    {"id": 100 + i, "subject": s, "priority": p, "team": t}
    for i, (s, p, t) in enumerate([
        ("Login fails with 500", "high", "auth"), ("Typo on pricing page", "low", "web"),
        ("Export CSV times out", "high", "data"), ("Password reset email missing", "medium", "auth"),
        ("Dashboard slow (>10s)", "medium", "data"), ("Dark mode contrast", "low", "web"),
        ("SSO redirect loop", "high", "auth"), ("Chart legend overlaps", "low", "web"),
        ("Webhook retries flood", "high", "platform"), ("API 429 too aggressive", "medium", "platform"),
        ("Invoice PDF blank", "medium", "billing"),
    ])
]

async def list_tickets(page: int, size: int = 4) -> dict:
    await asyncio.sleep(0)
    chunk = TICKETS[page * size:(page + 1) * size]
    return {"tickets": chunk, "next": page + 1 if (page + 1) * size < len(TICKETS) else None}

async def iter_tickets() -> AsyncIterator[dict]:
    page = 0
    while page is not None:
        resp = await list_tickets(page)
        for t in resp["tickets"]:
            yield t
        page = resp["next"]

async def classify(ticket: dict) -> str:
    await asyncio.sleep(0)
    text = ticket["subject"].lower()
    if re.search(r"\b(500|fail|loop|blank)\b", text):
        return "bug"
    if re.search(r"slow|time[sd]? out|\d+s\b|429", text):
        return "performance"
    return "ux"

async def main():
    all_t = [t async for t in iter_tickets()]
    high = [t["id"] async for t in iter_tickets() if t["priority"] == "high"]
    print(len(all_t), "tickets; high:", high)

    it = aiter(iter_tickets())
    first = await anext(it)
    second = await anext(it)
    print("first two:", first["id"], second["id"])
    await it.aclose()

    kinds = await asyncio.gather(*(classify(t) for t in all_t))
    by_kind = defaultdict(list)
    for t, k in zip(all_t, kinds):
        by_kind[k].append(t["id"])
    for k in sorted(by_kind):
        print(f"{k:<12}{len(by_kind[k]):>3}  {by_kind[k]}")

    # stage pipeline with queues and sentinels
    q1, q2 = asyncio.Queue(), asyncio.Queue()
    DONE = object()
    async def stage_enrich():
        while (t := await q1.get()) is not DONE:
            await q2.put({**t, "kind": await classify(t), "words": len(t["subject"].split())})
        await q2.put(DONE)
    async def stage_sink(out):
        while (t := await q2.get()) is not DONE:
            out.append(t)
    out = []
    async def source():
        async for t in iter_tickets():
            await q1.put(t)
        await q1.put(DONE)
    await asyncio.gather(source(), stage_enrich(), stage_sink(out))
    order = {"high": 0, "medium": 1, "low": 2}
    out.sort(key=lambda t: (order[t["priority"]], t["team"], -t["words"], t["id"]))
    print(f"{'id':>4} {'prio':<7}{'team':<9}{'kind':<12}subject")
    for t in out:
        print(f"{t['id']:>4} {t['priority']:<7}{t['team']:<9}{t['kind']:<12}{t['subject'][:28]}")
    team_load = Counter()
    weights = {"high": 3, "medium": 2, "low": 1}
    for t in out:
        team_load[t["team"]] += weights[t["priority"]]
    print("load:", team_load.most_common(3))
    print("numbers in subjects:", sorted({int(n) for t in out for n in re.findall(r"\d+", t["subject"])}))

asyncio.run(main())
