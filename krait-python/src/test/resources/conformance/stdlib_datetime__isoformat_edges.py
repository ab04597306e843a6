# fromisoformat (3.11 grammar) and isoformat round trips, incl. 'Z', basic format, week dates, fractions
from datetime import date, datetime, time, timedelta, timezone

good = [
    "2024-01-05", "20240105", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2020-W53-7",
    "2024-01-05T10", "2024-01-05T1030", "2024-01-05T10:30", "2024-01-05T10:30:15", "2024-01-05T103015",
    "2024-01-05 10:30:15.1", "2024-01-05T10:30:15.12", "2024-01-05T10:30:15.123", "2024-01-05T10:30:15.1234567",
    "2024-01-05T10:30:15,5", "2024-01-05T10:30:15Z", "2024-01-05T10:30:15z", "2024-01-05T10:30:15+00:00",
    "2024-01-05T10:30:15-00:00", "2024-01-05T10:30:15+0530", "2024-01-05T10:30:15+05", "2024-01-05T10:30:15-08:00",
    "2024-01-05T10:30:15+05:30:45", "2024-01-05T10:30:15+05:30:45.5", "2024-01-05T10:30:15.000001-03:30",
    "20240105T103015Z", "20240105T103015.5+0100", "2024-01-05T23:59:59.999999", "2024-01-05x10:30",
    "2024-01-05T00:00:00+23:59",
]
for s in good:
    try:
        v = datetime.fromisoformat(s)
        print(f"{s!r:40} {v!r}  {v.isoformat()}")
    except ValueError as e:
        print(f"{s!r:40} ValueError: {e}")

bad = [
    "", "2024", "2024-1-5", "2024-01-5", "2024/01/05", "2024-01-05T", "2024-01-05T1", "2024-01-05T10:3",
    "2024-01-05T10:30:1", "2024-01-05T25:00", "2024-01-05T10:60", "2024-01-05T10:30:15+24:00",
    "2024-01-05T10:30:15+5", "2024-01-05T10:30:15.", "2024-02-30", "2024-W54", "2024-W01-8", "2024-01-05T10:30:15 ",
    " 2024-01-05", "2024-01-05T10:30:15+05:30Z", "2024-01-05T24:00:00", "２０２４-01-05",
]
for s in bad:
    try:
        print(f"{s!r:40}", repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(f"{s!r:40} ValueError: {e}")

print("-- date")
for s in ["2024-12-31", "20241231", "2024-W52-1", "2024W521", "2024-12-31T00:00", "2024-13-01", "2024-12-32", "24-12-31"]:
    try:
        print(s, repr(date.fromisoformat(s)))
    except ValueError as e:
        print(s, "ValueError:", e)

print("-- time")
for s in ["10:30", "T10:30", "1030", "103015", "10:30:15.5", "10:30:15,25", "10:30:15Z", "10:30-05:00",
          "10", "10:30:15.123456789", "24:00", "10:30:15+25:00", "10.5", "", "T"]:
    try:
        v = time.fromisoformat(s)
        print(s, repr(v), v.isoformat(), v.utcoffset())
    except ValueError as e:
        print(s, "ValueError:", e)

print("-- isoformat")
d = datetime(2024, 7, 1, 6, 5, 4, 3210, tzinfo=timezone(timedelta(hours=-3, minutes=-30)))
for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(spec, d.isoformat(timespec=spec), d.replace(microsecond=0).isoformat(" ", spec), d.time().isoformat(spec))
print(d.isoformat(sep="_"), d.isoformat("\u00e9"), str(d), str(d.timetz()), d.timetz().isoformat())
print(datetime(1, 1, 1).isoformat(), date(9, 9, 9).isoformat(), datetime.max.isoformat(), time.min.isoformat())
odd = timezone(timedelta(hours=1, seconds=30, microseconds=7))
print(datetime(2024, 1, 1, tzinfo=odd).isoformat(), datetime(2024, 1, 1, tzinfo=odd).strftime("%z"), odd, repr(odd))
for v in [datetime(2024, 1, 5, 10, 30, 15, 120000, tzinfo=timezone.utc), date(2024, 1, 5), time(23, 0, 0, 1)]:
    back = type(v).fromisoformat(v.isoformat())
    print(repr(back), back == v)
print(datetime.fromisoformat("2024-03-10T02:30:00+00:00").timestamp(), datetime.fromisoformat("2024-03-10T02:30:00Z") == datetime(2024, 3, 10, 2, 30, tzinfo=timezone.utc))
print(date.fromisocalendar(2024, 1, 1), date.fromisocalendar(2021, 52, 7), datetime.fromisocalendar(2026, 53, 5))
for d in [date(2020, 12, 31), date(2021, 1, 3), date(2024, 12, 30), date(2027, 1, 1), date(2026, 12, 31)]:
    ic = d.isocalendar()
    print(d, ic, ic.year, ic.week, ic.weekday, tuple(ic), ic[1], date.fromisocalendar(*ic) == d)
