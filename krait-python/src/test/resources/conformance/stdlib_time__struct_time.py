# time module: struct_time, gmtime/localtime/mktime/strftime/strptime/asctime/ctime round trips
import time

g = time.gmtime(1709876543)
print(g)
print(type(g).__name__, type(g).__module__, g.tm_zone, g.tm_gmtoff, g.tm_isdst, time.localtime(0).tm_zone)
print(g[:6], g[-1], list(g)[6:], g == tuple(g), len(g), g.tm_wday, g.tm_yday)
y, mo, d, h, mi, s, wd, yd, dst = g
print(y, mo, d, h, mi, s, wd, yd, dst)
print(time.strftime("%Y-%m-%dT%H:%M:%SZ", g), time.strftime("%a %d %b %Y week %W/%U day %j", g))
print(time.strftime("%I:%M:%S %p, %A %B %e", g), time.strftime("%x %X", g), time.strftime("%c", g))
print(time.asctime(g), time.ctime(1709876543), time.ctime(0.9), time.asctime((2024, 1, 2, 3, 4, 5, 1, 2, 0)))
print(time.mktime(g), time.mktime((2024, 3, 8, 5, 42, 23, 0, 0, -1)), time.gmtime(time.mktime(g)) == g)
print(time.localtime(86400 * 366), time.gmtime(-86400), time.gmtime(1.99).tm_sec, time.gmtime(-1.5).tm_sec)
st = time.struct_time((2024, 2, 29, 23, 59, 60, 3, 60, 0))
print(st, st.tm_sec, time.strftime("%Y/%m/%d %H:%M:%S", st))
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1)]:
    try:
        print(time.strftime("%Y-%m-%d", bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    time.struct_time((1, 2, 3))
except TypeError as e:
    print("TypeError:", e)
try:
    time.gmtime("0")
except TypeError as e:
    print("TypeError:", e)
try:
    time.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
p = time.strptime("Fri Mar  8 05:42:23 2024")
print(p, p == g)
p2 = time.strptime("08.03.2024 17:05", "%d.%m.%Y %H:%M")
print(p2.tm_year, p2.tm_mon, p2.tm_mday, p2.tm_hour, p2.tm_min, p2.tm_wday, p2.tm_yday, p2.tm_isdst)
print(time.strptime("Feb 29", "%b %d")[:3], time.strptime("12 AM", "%I %p").tm_hour, time.strptime("2024 060", "%Y %j")[1:3])
print(time.strftime("%Y", time.gmtime(0)) == "1970", time.timezone, time.altzone, time.daylight, time.tzname)
t0 = time.time()
ns = time.time_ns()
print(abs(ns / 1e9 - t0) < 5, time.gmtime().tm_year >= 2024, time.localtime().tm_isdst in (0, -1), len(time.ctime()) == 24)
elapsed = time.monotonic_ns()
print(type(elapsed).__name__, type(time.perf_counter_ns()).__name__, type(time.process_time()).__name__, time.process_time() >= 0)
start = time.perf_counter()
total = sum(i * i for i in range(1000))
dur = time.perf_counter() - start
print(total, dur >= 0, f"{dur:.0f}")
stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(1700000000))
print(stamp, time.strptime(stamp, "%Y%m%d-%H%M%S")[:6])
print(time.gmtime(1e12), time.gmtime(-1e12)[:3], time.ctime(1e12))
print(time.mktime((0, 1, 1, 0, 0, 0, 0, 1, 0)), time.strftime("%Y", (10000, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime((10000, 1, 1, 0, 0, 0, 0, 1, 0)))
for bad in [1e20, 2 ** 70, float("nan")]:
    try:
        time.gmtime(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    time.strftime("%j", (2024, 1, 1, 0, 0, 0, 0, 400, 0))
except ValueError as e:
    print("ValueError:", e)
print(time.strptime("2024 UTC", "%Y %Z").tm_zone, time.strptime("2024 +0100", "%Y %z").tm_gmtoff, time.strptime("2024 GMT", "%Y %Z").tm_isdst)
