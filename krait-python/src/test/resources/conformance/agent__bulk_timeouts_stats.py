import asyncio
import math
import statistics
import time
from collections import Counter
from dataclasses import dataclass

@dataclass
class Result:
    idx: int
    status: str
    value: float | None = None
    attempts: int = 1

async def flaky_lookup(i: int) -> float:
    # deterministic behaviour per id: some hang, some fail, most succeed
    if i % 50 == 7:
        await asyncio.sleep(10)          # hangs -> timeout
    await asyncio.sleep(0)
    if i % 33 == 0:
        raise ConnectionError(f"reset by peer ({i})")
    return math.sqrt(i) * 1.5

sem = asyncio.Semaphore(100)
attempts = Counter()

async def guarded(i: int) -> Result:
    async with sem:
        for attempt in range(1, 3):
            attempts[i] += 1
            try:
                v = await asyncio.wait_for(flaky_lookup(i), timeout=1.0)
                return Result(i, "ok", round(v, 3), attempt)
            except asyncio.TimeoutError:
                return Result(i, "timeout", None, attempt)
            except ConnectionError:
                if attempt == 2:
                    return Result(i, "error", None, attempt)
                await asyncio.sleep(0.001)

start = time.monotonic()
results = await asyncio.gather(*(guarded(i) for i in range(1000)))
elapsed = time.monotonic() - start
print("finished within budget:", elapsed < 5)

by_status = Counter(r.status for r in results)
print(dict(sorted(by_status.items())))
print("timeouts:", [r.idx for r in results if r.status == "timeout"][:6], "...")
print("errors:", [r.idx for r in results if r.status == "error"][:6], "...")
print("total attempts:", sum(attempts.values()), "retried:", sum(1 for v in attempts.values() if v > 1))

vals = [r.value for r in results if r.status == "ok"]
q = statistics.quantiles(vals, n=4)
print(f"n={len(vals)} min={min(vals)} max={max(vals)} mean={statistics.mean(vals):.3f} quartiles={[round(x, 2) for x in q]}")

buckets = Counter(int(v // 10) * 10 for v in vals)
width = max(buckets.values())
for b in sorted(buckets):
    bar = "█" * round(buckets[b] / width * 30)
    print(f"{b:>3}-{b + 9:<3} {bar} {buckets[b]}")

# as_completed over a smaller batch with distinct delays: deterministic order
async def delayed(tag, d):
    await asyncio.sleep(d)
    return tag
order = [await f for f in asyncio.as_completed([delayed(t, d) for t, d in [("c", 0.3), ("a", 0.1), ("b", 0.2)]])]
print("as_completed:", order)

# one-shot wait with FIRST_EXCEPTION
async def boom():
    await asyncio.sleep(0.01)
    raise RuntimeError("worker crashed")
tasks = [asyncio.create_task(delayed("slow", 1)), asyncio.create_task(boom())]
done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
crashed = [t for t in done if t.exception()]
print("crashed:", [str(t.exception()) for t in crashed], "pending:", len(pending))
for t in pending:
    t.cancel()
await asyncio.gather(*pending, return_exceptions=True)
print("all cleaned up:", all(t.done() for t in tasks))
