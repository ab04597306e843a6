# Realistic agent cells: log parsing, grouping by ISO week, deadlines, business days, month ends
from datetime import date, datetime, time, timedelta, timezone
from collections import defaultdict, Counter

LOG = """\
2024-03-08T23:58:12Z INFO start job=ingest
2024-03-09T00:03:40.125Z WARN slow batch=17
2024-03-11 08:15:00+01:00 INFO resume job=ingest
2024-03-15T17:45:09.5+05:30 ERROR failed job=report
2024-03-18T09:00:00-04:00 INFO start job=report
2024-03-31T23:59:59.999999+00:00 INFO end job=report
"""

events = []
for line in LOG.splitlines():
    ts, level, *rest = line.split(" ") if "T" in line.split(" ")[0] else [" ".join(line.split(" ")[:2])] + line.split(" ")[2:]
    when = datetime.fromisoformat(ts)
    events.append((when, level, " ".join(rest)))

for when, level, msg in events:
    utc = when.astimezone(timezone.utc)
    print(f"{utc:%Y-%m-%d %H:%M:%S} UTC [{level:5}] {msg} (local offset {when.strftime('%z')}, {when.tzname()})")

by_week = defaultdict(list)
for when, level, msg in events:
    y, w, _ = when.astimezone(timezone.utc).isocalendar()
    by_week[f"{y}-W{w:02d}"].append(level)
for k in sorted(by_week):
    print(k, Counter(by_week[k]).most_common())

first, last = min(e[0] for e in events), max(e[0] for e in events)
span = last - first
print("span:", span, "|", span.days, "days", span.seconds // 3600, "hours", round(span.total_seconds() / 86400, 3))
gaps = [b[0] - a[0] for a, b in zip(events, events[1:])]
print("largest gap:", max(gaps), "smallest:", min(gaps), "mean:", sum(gaps, timedelta()) / len(gaps))

# deadlines
today = date(2024, 3, 20)
deadlines = {"taxes": date(2024, 4, 15), "launch": date(2024, 3, 20), "review": date(2024, 2, 28), "ny": date(2025, 1, 1)}
for name, due in sorted(deadlines.items(), key=lambda kv: kv[1]):
    left = (due - today).days
    status = "overdue" if left < 0 else "today" if left == 0 else f"in {left} days"
    print(f"{name:>8}: {due:%a %d %b %Y} -> {status}; weeks={left / 7:.1f}")


def business_days(start, end, holidays=()):
    n = 0
    cur = start
    while cur < end:
        if cur.weekday() < 5 and cur not in holidays:
            n += 1
        cur += timedelta(days=1)
    return n


def add_business_days(start, k):
    cur = start
    while k > 0:
        cur += timedelta(days=1)
        if cur.isoweekday() <= 5:
            k -= 1
    return cur


print(business_days(date(2024, 3, 1), date(2024, 4, 1)), business_days(date(2024, 12, 20), date(2025, 1, 6), {date(2024, 12, 25), date(2025, 1, 1)}))
print(add_business_days(date(2024, 3, 29), 3), add_business_days(date(2024, 12, 31), 10))


def last_day_of_month(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)


def add_months(d, months):
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, last_day_of_month(date(y, m, 1)).day))


for d in [date(2024, 1, 31), date(2024, 2, 10), date(2023, 2, 1), date(2024, 12, 5)]:
    print(d, "->", last_day_of_month(d), add_months(d, 1), add_months(d, -2), add_months(d, 13))

first_mondays = []
for month in range(1, 13):
    d = date(2024, month, 1)
    d += timedelta(days=(7 - d.weekday()) % 7)
    first_mondays.append(d.strftime("%m/%d"))
print(" ".join(first_mondays))

# weekly report buckets (Monday start)
sales = [(date(2024, 3, 4) + timedelta(days=i * 2), 100 + i * 7) for i in range(10)]
weekly = defaultdict(int)
for d, amt in sales:
    monday = d - timedelta(days=d.weekday())
    weekly[monday] += amt
for monday, total in sorted(weekly.items()):
    print(f"week of {monday.isoformat()} ({monday:%b %-d}-{(monday + timedelta(days=6)):%-d}): {total}")

# age / durations
born = date(1990, 7, 15)
ref = date(2024, 7, 14)
age = ref.year - born.year - ((ref.month, ref.day) < (born.month, born.day))
print("age", age, "days alive", (ref - born).days)
t1, t2 = time(9, 15), time(17, 40)
worked = datetime.combine(date.min, t2) - datetime.combine(date.min, t1)
print("worked", worked, worked.total_seconds() / 3600, f"{worked.seconds // 3600}h{worked.seconds % 3600 // 60:02d}m")
stamps = sorted([datetime(2024, 1, 1, 12), datetime(2023, 12, 31, 23, 59), datetime(2024, 1, 1)], reverse=True)
print([s.strftime("%Y-%m-%d %I:%M %p") for s in stamps])
print(datetime(2024, 3, 10, 14, 30).timestamp(), datetime.fromtimestamp(1710081000, tz=timezone.utc).isoformat())
print(datetime.fromtimestamp(1710081000.25, tz=timezone(timedelta(hours=-7), "MST")).isoformat(timespec="milliseconds"))
print(date.fromtimestamp(1710081000), datetime.utcfromtimestamp(1710081000.999999))
