# timedelta construction, normalisation, arithmetic, division, rounding, str/repr and aggregation
from datetime import timedelta, datetime, date

vals = [
    timedelta(), timedelta(1), timedelta(days=-1), timedelta(seconds=-1), timedelta(microseconds=-1),
    timedelta(hours=25, minutes=61, seconds=61), timedelta(weeks=2, days=-3, hours=-1), timedelta(milliseconds=1500),
    timedelta(days=1.5), timedelta(hours=0.1), timedelta(seconds=1e-7), timedelta(seconds=1.5e-6), timedelta(seconds=2.5e-6),
    timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5), timedelta(minutes=-1.25),
    timedelta(days=3, hours=-72), timedelta(days=999999999), timedelta(days=-999999999), timedelta(seconds=86399.9999995),
    timedelta(True, False), timedelta(days=1, seconds=1, microseconds=1, milliseconds=1, minutes=1, hours=1, weeks=1),
]
for v in vals:
    print(f"{str(v):>32} | {v!r} | {v.days} {v.seconds} {v.microseconds} | {v.total_seconds()!r} | {bool(v)}")

a = timedelta(hours=10, minutes=30)
b = timedelta(minutes=45)
print(a + b, a - b, b - a, -a, +a, abs(b - a), a * 3, 3 * a, a * -1, a * 0.5, 0.1 * a, a * 1.000001)
print(a / b, a // b, a % b, divmod(a, b), divmod(-a, b), -a // b, -a % b)
print(a / 3, a / 7, a // 7, a / 2.5, a / -4, (-a) // 7, timedelta(microseconds=1) / 2, timedelta(microseconds=3) / 2)
print(timedelta(microseconds=5) // 2, timedelta(microseconds=-5) // 2, timedelta(seconds=1) / 3 * 3)
print(a / timedelta(seconds=1), a // timedelta(seconds=1), a.total_seconds(), timedelta(days=10 ** 6).total_seconds())
print(a == timedelta(minutes=630), a != b, a > b, a <= b, max(a, b), min([a, b, timedelta(0)]), sorted([a, -b, b]))
print(a == 5, a == "x", a != None, hash(a) == hash(timedelta(seconds=37800)), {a: 1}[timedelta(minutes=630)])
print(sum([a, b, b], timedelta()), sum((timedelta(minutes=m) for m in range(0, 100, 7)), timedelta(0)))
print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.min), repr(timedelta.max))
print(timedelta(days=1) // timedelta(hours=1), timedelta(days=1) % timedelta(hours=7), timedelta(days=1) / timedelta(hours=7))
print(round(timedelta(hours=1, minutes=1).total_seconds() / 60), int(a.total_seconds() // 3600), f"{a.total_seconds() / 3600:.2f}h")
for x in [timedelta(seconds=3725), timedelta(days=2, seconds=3725, microseconds=10), timedelta(seconds=-3725)]:
    total = int(x.total_seconds())
    h, rem = divmod(abs(total), 3600)
    m, s = divmod(rem, 60)
    print(f"{'-' if total < 0 else ''}{h:02d}:{m:02d}:{s:02d}", str(x), format(x), f"{x!s:>20}|", f"{x}")
print(datetime(2024, 3, 1) - datetime(2024, 2, 1), date(2024, 3, 1) - date(2023, 3, 1), datetime(2024, 1, 1) - timedelta(microseconds=1))
print(datetime(2024, 1, 31) + timedelta(days=30) * 2, (datetime(2024, 5, 1, 12) - datetime(2024, 5, 1, 9, 15)) / timedelta(minutes=15))
d1 = timedelta(days=1, hours=2)
d1 += timedelta(hours=23)
d1 -= timedelta(minutes=1)
d1 *= 2
print(d1, d1 // 3, d1 / 4)
d1 //= 5
print(d1)
d1 /= 2
print(d1, repr(d1))
try:
    d1 %= 0
except TypeError as e:
    print("TypeError:", e)
try:
    timedelta(weeks=10 ** 9)
except OverflowError as e:
    print("OverflowError:", e)
try:
    timedelta.max * 2
except OverflowError as e:
    print("OverflowError:", e)
try:
    timedelta(1) * float("inf")
except (OverflowError, ValueError) as e:
    print(type(e).__name__, e)
try:
    timedelta(1) / float("nan")
except (OverflowError, ValueError) as e:
    print(type(e).__name__, e)
try:
    timedelta(1) // timedelta(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(timedelta(seconds=10) * True, timedelta(hours=1).__reduce__())
durations = {"build": timedelta(minutes=12, seconds=30), "test": timedelta(minutes=48), "deploy": timedelta(seconds=95)}
total = sum(durations.values(), timedelta())
for k, v in sorted(durations.items(), key=lambda kv: -kv[1]):
    print(f"{k:<7}{str(v):>9} {v / total:6.1%}")
print("total", total, "avg", total / len(durations))
