import asyncio
import heapq
import itertools
import random
import statistics
from bisect import bisect_right, insort
from collections import Counter, defaultdict, ChainMap
from functools import lru_cache, partial, cmp_to_key

random.seed(42)

async def metrics_stream(host, n):
    for i in range(n):
        await asyncio.sleep(0)
        yield {"host": host, "t": i, "cpu": round(random.uniform(5, 95), 1), "mem": random.randint(200, 4000)}

async def collect(host, n):
    return [m async for m in metrics_stream(host, n)]

hosts = [f"web-{i}" for i in range(1, 5)] + ["db-1", "cache-1"]
batches = await asyncio.gather(*(collect(h, 25) for h in hosts))
samples = [s for b in batches for s in b]
print(len(samples), "samples from", len(hosts), "hosts")

# per host stats
print(f"{'host':<8}{'avg cpu':>8}{'p95 cpu':>9}{'max mem':>9}{'alerts':>8}")
for host, group in itertools.groupby(sorted(samples, key=lambda s: s["host"]), key=lambda s: s["host"]):
    g = list(group)
    cpus = sorted(s["cpu"] for s in g)
    p95 = statistics.quantiles(cpus, n=20)[-1]
    alerts = sum(1 for c in cpus if c > 85)
    print(f"{host:<8}{statistics.fmean(cpus):>8.1f}{p95:>9.1f}{max(s['mem'] for s in g):>9}{alerts:>8}")

# top-k with heapq, k-way merge of sorted streams
top = heapq.nlargest(3, samples, key=lambda s: (s["cpu"], s["host"]))
print([(s["host"], s["t"], s["cpu"]) for s in top])
streams = [sorted(s["cpu"] for s in b)[:4] for b in batches[:3]]
print(list(heapq.merge(*streams)))
print(list(heapq.merge(*[sorted(x, reverse=True) for x in streams], reverse=True))[:5])

# sliding windows
def windows(seq, n):
    it = iter(seq)
    win = list(itertools.islice(it, n))
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win = win[1:] + [x]
        yield tuple(win)

web1 = [s["cpu"] for s in batches[0]]
moving = [round(sum(w) / len(w), 1) for w in windows(web1, 5)]
print("moving avg:", moving[:6])
print("runs above 50:", [(k, len(list(g))) for k, g in itertools.groupby(web1[:12], key=lambda c: c > 50)])

# bisect-based histogram
edges = [20, 40, 60, 80]
labels = ["<20", "20-40", "40-60", "60-80", ">=80"]
hist = Counter(labels[bisect_right(edges, s["cpu"])] for s in samples)
for lab in labels:
    print(f"{lab:>6} {'*' * (hist[lab] // 2)} {hist[lab]}")
ordered = []
for c in web1[:8]:
    insort(ordered, c)
print(ordered)

# combinatorics over hosts
pairs = list(itertools.combinations(hosts[:4], 2))
print(len(pairs), pairs[:2])
print(list(itertools.permutations("abc", 2))[:4], list(itertools.product([0, 1], repeat=2)))
print(list(itertools.compress(hosts, [h.startswith("web") for h in hosts])))
print(list(itertools.takewhile(lambda x: x < 50, web1))[:3], len(list(itertools.dropwhile(lambda x: x < 90, web1))))
print(list(itertools.starmap(pow, [(2, 5), (3, 2)])), list(itertools.repeat("x", 3)))
cyc = itertools.cycle(["A", "B", "C"])
print([next(cyc) for _ in range(5)], list(itertools.filterfalse(str.isdigit, "a1b2c3")))
a, b = itertools.tee(range(4))
print(list(a), sum(b), list(itertools.batched(range(7), 3)) if hasattr(itertools, "batched") else [(0, 1, 2), (3, 4, 5), (6,)])

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits > 0)

def by_len_then_alpha(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(by_len_then_alpha)))
clamp = partial(max, 0)
print([clamp(x) for x in (-3, 4)])
cfg = ChainMap({"timeout": 5}, {"timeout": 30, "retries": 3})
print(cfg["timeout"], cfg["retries"], dict(cfg))
