# A 50-line agent-style cell for the CLI start-up measurement (scripts/bench-cli.sh): parse some
# records, fan out over fake lookups (runs as is under python3 too), group, rank and report as JSON and a table.
import asyncio
import json
from collections import defaultdict
from dataclasses import dataclass

RAW = """id,team,owner,hours,state
101,core,ana,12.5,done
102,web,ben,3.0,open
103,core,cy,7.25,done
104,data,dee,9.0,blocked
105,web,ana,4.5,done
106,data,ben,11.0,done
107,core,dee,2.0,open"""


@dataclass
class Ticket:
    id: int
    team: str
    owner: str
    hours: float
    state: str


def parse(text):
    header, *rows = text.splitlines()
    keys = header.split(",")
    for row in rows:
        rec = dict(zip(keys, row.split(",")))
        yield Ticket(int(rec["id"]), rec["team"], rec["owner"], float(rec["hours"]), rec["state"])


async def rate(owner):
    await asyncio.sleep(0)
    return {"owner": owner, "rate": 40 + 5 * (sum(map(ord, owner)) % 7)}


async def main():
    owners = sorted({t.owner for t in tickets})
    return {r["owner"]: r["rate"] for r in await asyncio.gather(*(rate(o) for o in owners))}


tickets = list(parse(RAW))
rates = asyncio.run(main())
by_team = defaultdict(list)
for t in tickets:
    if t.state == "done":
        by_team[t.team].append(t.hours * rates[t.owner])
summary = sorted(((team, round(sum(costs), 2), len(costs)) for team, costs in by_team.items()),
                 key=lambda row: -row[1])
print(json.dumps({"teams": [{"team": t, "cost": c, "n": n} for t, c, n in summary]}, indent=1))
print(f"{'team':<6}{'cost':>10}{'n':>4}")
for team, cost, n in summary:
    print(f"{team:<6}{cost:>10,.2f}{n:>4}")
blocked = [t.id for t in tickets if t.state == "blocked"]
print("blocked:", blocked or "none")
