import time

t0 = time.time()
print(type(t0).__name__, t0 > 1_600_000_000, type(time.time_ns()).__name__)
m0 = time.monotonic()
p0 = time.perf_counter()
print(time.sleep(0), time.monotonic() >= m0, time.perf_counter() >= p0)
g = time.gmtime(0)
print(g)
print(g.tm_year, g.tm_yday, g[0], tuple(g)[:3], len(g))
print(time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(1700000000)))
print(time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(86400 * 365)))
print(time.asctime(time.gmtime(1e9)), time.mktime(time.gmtime(1234567890)))
st = time.strptime("2024-02-29 13:45", "%Y-%m-%d %H:%M")
print(st.tm_year, st.tm_mon, st.tm_mday, st.tm_hour, st.tm_min, st.tm_wday, st.tm_yday)
try:
    time.sleep(-1)
except ValueError as e:
    print("ValueError:", e)
start = time.perf_counter()
elapsed = time.perf_counter() - start
print(f"{elapsed:.0f}s", elapsed >= 0)
