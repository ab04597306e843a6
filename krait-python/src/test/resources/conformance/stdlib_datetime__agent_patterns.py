# More agent-cell patterns: ranges, bucketing, rounding, multi-format parsing, tz tables, birthdays, epochs, weeks
from datetime import datetime, date, time, timedelta, timezone
from zoneinfo import ZoneInfo
import time as T
from collections import Counter, defaultdict
import statistics, itertools, operator, functools

# 1. time range iteration
start, end = date(2024, 2, 26), date(2024, 3, 4)
days = [start + timedelta(days=i) for i in range((end - start).days + 1)]
print([d.strftime("%a %d") for d in days])
print(list(itertools.takewhile(lambda d: d < end, (start + timedelta(weeks=w) for w in itertools.count()))))
# 2. hourly buckets
ts = [datetime(2024, 5, 1, 9, 15) + timedelta(minutes=17 * i) for i in range(12)]
buckets = Counter(t.replace(minute=0, second=0, microsecond=0) for t in ts)
for k, v in sorted(buckets.items()):
    print(k.strftime("%H:00"), "#" * v)
# 3. round to nearest 15 min
def round_dt(dt, minutes=15):
    delta = timedelta(minutes=minutes)
    return datetime.min + round((dt - datetime.min) / delta) * delta
print([round_dt(t).strftime("%H:%M") for t in ts[:5]])
floor = lambda dt, d: dt - (dt - datetime.min) % d
print(floor(datetime(2024, 5, 1, 9, 52, 31), timedelta(minutes=15)))
# 4. durations stats
durs = [timedelta(minutes=m) for m in (12, 45, 7, 30, 22)]
print(sum(durs, timedelta()) / len(durs), max(durs), min(durs), sorted(durs)[len(durs) // 2])
print(statistics.mean(d.total_seconds() for d in durs), statistics.median([d.total_seconds() for d in durs]))
# 5. parse many formats
def parse_any(s):
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%b %d, %Y", "%Y-%m-%dT%H:%M:%S%z", "%d.%m.%y"):
        try:
            return datetime.strptime(s, fmt)
        except ValueError:
            continue
    return None
for s in ["2024-05-01", "01/05/2024", "May 1, 2024", "2024-05-01T10:00:00+0200", "01.05.24", "nope"]:
    print(s, "->", parse_any(s))
# 6. timezone conversions table
utc_now = datetime(2024, 6, 15, 12, 0, tzinfo=timezone.utc)
for city, key in [("SF", "America/Los_Angeles"), ("NYC", "America/New_York"), ("London", "Europe/London"), ("Delhi", "Asia/Kolkata"), ("Kathmandu", "Asia/Kathmandu"), ("Chatham", "Pacific/Chatham")]:
    local = utc_now.astimezone(ZoneInfo(key))
    print(f"{city:10} {local:%Y-%m-%d %H:%M %Z} offset={local.utcoffset()} dst={local.dst()}")
# 7. age and birthdays
def next_birthday(born, today):
    nb = born.replace(year=today.year)
    if nb < today:
        nb = nb.replace(year=today.year + 1)
    return nb, (nb - today).days
print(next_birthday(date(1990, 12, 25), date(2024, 6, 1)), next_birthday(date(1990, 3, 1), date(2024, 6, 1)))
try:
    date(2000, 2, 29).replace(year=2023)
except ValueError as e:
    print("ValueError:", e)
# 8. epoch conversions
ep = 1717243200
print(datetime.fromtimestamp(ep, tz=timezone.utc), datetime.fromtimestamp(ep, tz=timezone.utc).timestamp() == ep, int(datetime(2024, 6, 1, 12, tzinfo=timezone.utc).timestamp()))
print(datetime.fromtimestamp(ep / 1000 * 1000), T.strftime("%Y-%m-%d", T.gmtime(ep)), datetime.fromtimestamp(1717243200123 / 1000, timezone.utc).isoformat(timespec="milliseconds"))
# 9. week numbers
for d in [date(2024, 1, 1), date(2024, 12, 30), date(2025, 1, 1), date(2026, 1, 1)]:
    print(d, d.isocalendar().week, d.strftime("%V %U %W %G"), d.isocalendar()[0])
# 10. groupby month
rows = [(date(2024, m, d), m * d) for m in (1, 1, 2, 3, 3, 3) for d in (5,)]
for k, g in itertools.groupby(sorted(rows), key=lambda r: r[0].strftime("%Y-%m")):
    print(k, sum(v for _, v in g))
print(sorted([datetime(2024, 1, 1, 5), datetime(2023, 1, 1)], key=operator.methodcaller("timestamp")))
print(functools.reduce(max, [date(2024, 1, 1), date(2025, 1, 1), date(2023, 1, 1)]))
# 11. time objects
opening, closing = time(9), time(17, 30)
for t in [time(8, 59), time(9), time(12, 30), time(17, 30), time(18)]:
    print(t, opening <= t < closing, t.isoformat(timespec="minutes"), t.strftime("%I:%M %p").lstrip("0"))
print(sorted([time(12), time(1), time(23, 59)]), max(time(1), time(2)), time(12) > time(11, 59, 59, 999999))
# 12. relative descriptions
def humanize(delta):
    s = int(delta.total_seconds())
    for unit, n in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if abs(s) >= n:
            v = s // n
            return f"{v} {unit}{'s' if abs(v) != 1 else ''} {'ago' if v < 0 else 'from now'}"
    return "just now"
ref = datetime(2024, 6, 1, 12)
for other in [datetime(2024, 6, 1, 11, 59, 30), datetime(2024, 5, 30), datetime(2024, 6, 1, 15), datetime(2024, 6, 8)]:
    print(humanize(other - ref))
