# math.fsum: correctly rounded sums (ties to even), intermediate overflow, infinities and NaNs
import math
for v in ([1e308, 1e308, -1e308], [1e308, 1e308], [float('inf'), 1e308, 1e308], [1e308,1e308,float('inf')], [float('nan'), 1], [float('inf'), -float('inf')], [0.1]*10, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], [2.0**53, -0.5, -2.0**-54], [-0.0, -0.0], [-0.0], [], [float('inf'), float('nan')], [float('-inf'), 1.0], [1.7976931348623157e308, 9.979201547673598e291], [1.7976931348623157e308, 9.979201547673598e291, -1e292], [1, 2**53, 1.5], [10**400]):
    try: print(repr(math.fsum(v)))
    except Exception as e: print(type(e).__name__, e)
import random
r = random.Random(5)
vals = [r.uniform(-1, 1) * 10 ** r.randint(-30, 30) for _ in range(2000)]
print(repr(math.fsum(vals)), repr(math.fsum(vals[:7])), repr(math.fsum([x * 1e290 for x in vals[:300] if abs(x) < 10])))
print(repr(math.fsum([0.1, 0.2, 0.3])), repr(math.fsum(x / 7 for x in range(1000))))
print(repr(math.fsum([1e16, 1.0, 1e-16])), repr(math.fsum([1.0, 1e100, 1.0, -1e100])))
for trial in range(60):
    k = r.randint(1, 40)
    xs = [r.choice([-1, 1]) * r.random() * 2.0 ** r.randint(-60, 60) for _ in range(k)]
    xs += [-x for x in xs[: r.randint(0, k)]] + [2.0 ** r.randint(-1074, -1000), 2.0 ** 52 + r.randint(0, 3) / 2]
    r.shuffle(xs)
    print(trial, repr(math.fsum(xs)), repr(math.fsum(x * 2.0 ** 900 for x in xs if abs(x) < 2.0 ** 60)))
