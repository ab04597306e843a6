# Warm-up corpus: dates and times. datetime arithmetic, formatting and parsing, time zones,
# time and calendar.
import calendar
import time
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

start = datetime(2024, 2, 28, 22, 30)
later = start + timedelta(days=2, hours=3, minutes=15)
assert later == datetime(2024, 3, 2, 1, 45) and (later - start).total_seconds() == 184500 and later.weekday() == 5
assert start.strftime("%Y-%m-%d %H:%M %a %b %j") == "2024-02-28 22:30 Wed Feb 059" and start.isoformat() == "2024-02-28T22:30:00"
parsed = datetime.strptime("03/04/2024 07:08", "%d/%m/%Y %H:%M")
assert parsed.month == 4 and datetime.fromisoformat("2024-05-06T07:08:09+02:00").utcoffset() == timedelta(hours=2)
d = date(2024, 1, 31)
assert d.replace(day=1).isoformat() == "2024-01-01" and (date(2024, 12, 25) - d).days == 329 and d.isocalendar()[1] == 5
assert date.fromisoformat("2023-07-04").strftime("%A") == "Tuesday" and d.toordinal() == 738916 and date.fromordinal(738916) == d
aware = datetime(2024, 7, 1, 12, 0, tzinfo=timezone.utc)
oslo = aware.astimezone(ZoneInfo("Europe/Oslo"))
ny = aware.astimezone(ZoneInfo("America/New_York"))
assert oslo.hour == 14 and ny.hour == 8 and oslo.tzname() == "CEST" and aware.timestamp() == 1719835200.0
assert str(timedelta(days=1, seconds=3661)) == "1 day, 1:01:01" and timedelta(hours=36).days == 1 and abs(timedelta(-1)) == timedelta(1)
week = [(d + timedelta(days=i)).strftime("%a %d") for i in range(7)]
buckets = {}
for minute in range(0, 24 * 60, 95):
    stamp = start.replace(hour=0, minute=0) + timedelta(minutes=minute)
    buckets.setdefault(stamp.hour // 6, []).append(stamp.strftime("%H:%M"))
assert calendar.isleap(2024) and calendar.monthrange(2024, 2) == (3, 29) and calendar.weekday(2024, 1, 1) == 0
month = calendar.month(2024, 2)
now = time.time()
mono = time.monotonic()
tm = time.gmtime(0)
assert tm.tm_year == 1970 and time.strftime("%Y", tm) == "1970" and now > 1.7e9 and mono >= 0 and time.perf_counter() >= 0
print("time", later, parsed, oslo.isoformat(), ny.strftime("%H:%M %Z"), week, buckets, repr(timedelta(minutes=90)))
print(month.splitlines()[0].strip(), datetime(2024, 1, 1).date(), date.min, datetime.max.year, timezone(timedelta(hours=-5)))
