# The training cell of the CLI's class archive (./krait --build-archive records which classes a
# run loads, then maps them at every start): a little of everything a one-shot cell does.
import asyncio
import json
import re
import traceback
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass
class Row:
    name: str
    score: float


async def fetch(i):
    await asyncio.sleep(0)
    return Row(f"item{i}", i * 1.5)


rows = await asyncio.gather(*(fetch(i) for i in range(5)))
groups = defaultdict(list)
for r in rows:
    groups[len(r.name) % 2].append(r.score)
words = Counter(re.findall(r"\w+", "a b a c b a"))
stamp = datetime(2024, 1, 1) + timedelta(days=3)
try:
    {}["missing"]
except KeyError:
    report = traceback.format_exc()
print(json.dumps({"groups": dict(groups), "words": words.most_common(2), "day": stamp.isoformat()}))
print(f"{sum(r.score for r in rows):>8.2f} {len(report.splitlines())} {sorted({r.name for r in rows})[:2]}")
