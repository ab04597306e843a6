from datetime import date, datetime, timedelta, timezone, time
import datetime as dtmod

d = date(2024, 1, 5)
print(d, repr(d), d.weekday(), d.isoweekday(), d.isocalendar())
print(d + timedelta(days=30), d - timedelta(weeks=1), date(2024, 3, 1) - d)
print(d.replace(day=31), d.toordinal(), date.fromordinal(738890))
dt = datetime(2024, 1, 5, 10, 30)
print(dt, repr(dt))
print(repr(datetime(2024, 1, 5, 10, 30, 15)), repr(datetime(2024, 1, 5, 10, 30, 0, 5)))
print(dt + timedelta(hours=20), dt - timedelta(minutes=45, seconds=3))
print(datetime(2024, 3, 1) - datetime(2024, 2, 1, 12))
td = timedelta(days=1, hours=1)
print(td, repr(td), td.total_seconds(), td.days, td.seconds, td.microseconds)
print(repr(timedelta(0)), repr(timedelta(hours=-1.5)), timedelta(hours=-1.5), timedelta(days=2, microseconds=5))
print(timedelta(days=1) / timedelta(hours=7), timedelta(days=1) * 1.1, -timedelta(microseconds=1))
print(timedelta(days=1) // 7, timedelta(days=1) // timedelta(hours=5), timedelta(days=1) % timedelta(hours=5))
print(divmod(timedelta(days=1), timedelta(hours=7)), abs(timedelta(hours=-3)), timedelta(minutes=90) / 4)
print(timedelta(seconds=1.5e-6), repr(timedelta(milliseconds=1.5)), bool(timedelta(0)))
print(sorted([date(2024, 5, 1), date(2023, 1, 1), date(2024, 1, 1)]))
print(dt > datetime(2024, 1, 5), dt == datetime(2024, 1, 5, 10, 30), d == dt, d != dt)
print({date(2024, 1, 1): 1}[date(2024, 1, 1)], len({dt, datetime(2024, 1, 5, 10, 30)}))
print(dt.date(), dt.time(), datetime.combine(d, time(8, 15)))
print(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond)
print(date.min, date.max, datetime.min, datetime.max, timedelta.max, timedelta.min, timedelta.resolution)
print(dtmod.MINYEAR, dtmod.MAXYEAR)
for args in [(2024, 2, 30), (2024, 13, 1), (0, 1, 1)]:
    try:
        date(*args)
    except ValueError as e:
        print("ValueError:", e)
try:
    datetime(2024, 1, 1, 24)
except ValueError as e:
    print("ValueError:", e)
try:
    timedelta(days=1_000_000_000)
except OverflowError as e:
    print("OverflowError:", e)
try:
    date(2024, 1, 1) < datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
# month-end rollover the way agents compute it
first = date(2024, 1, 31)
for i in range(1, 4):
    m = (first.month - 1 + i) % 12 + 1
    y = first.year + (first.month - 1 + i) // 12
    print(date(y, m, 1) - timedelta(days=1))
