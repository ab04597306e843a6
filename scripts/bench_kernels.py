# CPU kernels run identically under CPython and Krait by scripts/bench-vs-cpython.sh.
# Prints one line per kernel: "<name> <best_ms> <first_ms>".
import time

def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

def k_fib():
    return fib(25)

def k_loop():
    total = 0
    x = 0.5
    for i in range(300000):
        total += i * 3 % 7
        x = x * 1.0000001 + 0.25
    return total

WORDS = ["alpha", "beta", "gamma", "delta", "eps"] * 40000

def k_count():
    counts = {}
    for w in WORDS:
        counts[w] = counts.get(w, 0) + 1
    return counts

RECS = [{"id": i, "name": "n%d" % (i * 7919 % 10007), "dept": "d%d" % (i % 13), "sal": (i * 37) % 1000}
        for i in range(20000)]

def k_sort():
    a = sorted(RECS, key=lambda r: r["name"])
    b = sorted(RECS, key=lambda r: (r["dept"], -r["sal"]))
    return a[0]["id"] + b[0]["id"]

def k_fstr():
    parts = []
    for i in range(50000):
        parts.append(f"item-{i}:{i * 2}/{i % 7}")
    return len("".join(parts))

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)

def k_method():
    p = Point(0, 0)
    d = Point(1, -2)
    s = 0
    for i in range(50000):
        p = p.add(d)
        s += p.norm1()
    return s

def k_groupby():
    groups = {}
    for r in RECS:
        g = groups.get(r["dept"])
        if g is None:
            g = []
            groups[r["dept"]] = g
        g.append(r["sal"])
    out = {}
    for k, v in groups.items():
        out[k] = (len(v), sum(v), max(v))
    return out

KERNELS = [("fib25", k_fib), ("arith_loop", k_loop), ("dict_count", k_count), ("sort_key", k_sort),
           ("fstring", k_fstr), ("method_calls", k_method), ("group_by", k_groupby)]

REPS = 20  # rewritten by bench-vs-cpython.sh
for name, fn in KERNELS:
    best = 1e18
    first = None
    for _ in range(REPS):
        s = time.perf_counter()
        fn()
        t = (time.perf_counter() - s) * 1000
        if first is None:
            first = t
        best = min(best, t)
    print(name, "%.2f" % best, "%.2f" % first)
