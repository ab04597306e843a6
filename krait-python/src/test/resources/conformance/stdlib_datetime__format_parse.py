from datetime import date, datetime, timedelta, timezone, time

dt = datetime(2024, 1, 5, 9, 7, 3, 120000)
print(dt.isoformat(), dt.isoformat(" "), dt.isoformat(timespec="minutes"), dt.isoformat(timespec="milliseconds"))
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f"), dt.strftime("%a %A %b %B %j %p %I %y %%"))
print(dt.strftime("%c|%x|%X|%U|%W|%G-%V-%u|%w|%d/%m"))
print(f"{dt:%Y/%m/%d}", f"{dt.date():%b %d, %Y}", format(time(13, 5), "%I:%M %p"), f"{dt}")
print(datetime.strptime("2024-03-15 14:30", "%Y-%m-%d %H:%M"))
print(repr(datetime.strptime("15/Mar/2024:14:30:05 +0530", "%d/%b/%Y:%H:%M:%S %z")))
print(repr(datetime.strptime("2024-01-01T00:00:00Z", "%Y-%m-%dT%H:%M:%S%z")))
print(datetime.strptime("March 5, 2024 3:04 PM", "%B %d, %Y %I:%M %p"))
print(datetime.strptime("2024-060", "%Y-%j"), datetime.strptime("23.5", "%y.%f"))
for s, f in [("2024-13-01", "%Y-%m-%d"), ("2024-01-01x", "%Y-%m-%d"), ("2024-02-30", "%Y-%m-%d"), ("2024", "%Y %Q")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
for s in ["2024-01-05", "2024-01-05T10:30", "2024-01-05 10:30:15.250", "2024-01-05T10:30:00+02:00",
          "2024-01-05T10:30:00Z", "20240105T103000", "2024-01-05T10:30:00.123456-05:30", "2024-W01-2"]:
    print(repr(datetime.fromisoformat(s)))
print(repr(date.fromisoformat("2024-02-29")), repr(time.fromisoformat("10:30:15")))
for bad in ["2024-1-5", "not a date", "2024-01-05T25:00"]:
    try:
        datetime.fromisoformat(bad)
    except ValueError as e:
        print("ValueError:", e)
print(repr(time(10, 30)), repr(time(0, 0, 0, 1)), time(23, 59, 59).isoformat(), str(time(1, 2, 3, 4)))
print(dt.timetuple())
print(dt.ctime(), date(2024, 12, 25).strftime("%A, %d %B %Y"))
