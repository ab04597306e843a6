# Warm-up corpus: an agent cell as hosts run them. Fan out over tools, page through results,
# retry a failing call, aggregate, format a report, and use every helper the host provides.
import asyncio
import json
from collections import defaultdict

customers = await tools.lookup(key="customers")
pages = []
cursor = None
for _ in range(3):
    page = await tools.echo(cursor=cursor, size=5)
    pages.append(page)
    cursor = (cursor or 0) + 5


async def fetch(i):
    for attempt in range(3):
        try:
            if attempt == 0 and i % 4 == 0:
                await tools.fail(reason=f"flaky {i}")
            return await tools.echo(id=i, total=round(i * 12.5, 2), region=["eu", "us", "apac"][i % 3])
        except Exception as e:
            last = str(e)
    raise RuntimeError(last)


orders = await asyncio.gather(*(fetch(i) for i in range(12)))
by_region = defaultdict(list)
for o in orders:
    by_region[o["region"]].append(o["total"])
summary = {r: {"n": len(v), "sum": sum(v), "max": max(v)} for r, v in sorted(by_region.items())}
lines = [f"{'region':<6} {'n':>3} {'sum':>9}"]
lines += [f"{r:<6} {s['n']:>3} {s['sum']:>9.2f}" for r, s in summary.items()]
previous = load("summary", default={})
store("summary", summary)
store("runs", load("runs", 0) + 1)
print("\n".join(lines))
text(summary)
text("plain text output")
notify(f"{len(orders)} orders across {len(summary)} regions")
meta = [(t.name, t.description) for t in ALL_TOOLS]
image({"type": "image", "data": "aGVsbG8=", "mimeType": "image/png"}, detail="low")
print(json.dumps({"customers": customers, "pages": len(pages), "previous": previous, "tools": meta}))
if not orders:
    exit()
