# ZoneInfo across DST transitions: gaps, folds, arithmetic in wall time, conversions, meeting planners
from datetime import datetime, timedelta, timezone, date, time
from zoneinfo import ZoneInfo

zones = ["America/New_York", "Europe/London", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata",
         "America/Los_Angeles", "Asia/Tokyo", "America/Sao_Paulo", "Pacific/Auckland", "UTC", "Europe/Dublin", "Africa/Casablanca", "Africa/Windhoek", "Asia/Kathmandu", "Etc/GMT+5", "EST"]
for key in zones:
    z = ZoneInfo(key)
    jan = datetime(2024, 1, 15, 12, tzinfo=z)
    jul = datetime(2024, 7, 15, 12, tzinfo=z)
    print(f"{key:20} jan {jan.utcoffset()} {jan.dst()} {jan.tzname():5} jul {jul.utcoffset()} {jul.dst()} {jul.tzname():5} {jul.isoformat()}")

ny = ZoneInfo("America/New_York")
print("-- gap 2024-03-10 02:30 New York")
g0 = datetime(2024, 3, 10, 2, 30, tzinfo=ny)
g1 = g0.replace(fold=1)
print(g0, g0.tzname(), g1, g1.tzname(), g0.astimezone(timezone.utc), g1.astimezone(timezone.utc))
print(g0.astimezone(timezone.utc).astimezone(ny), g0.timestamp(), g1.timestamp())
print("-- fold 2024-11-03 01:30 New York")
f0 = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
f1 = f0.replace(fold=1)
print(f0, f1, f0.tzname(), f1.tzname(), f0 == f1, f0.timestamp(), f1.timestamp(), f1.timestamp() - f0.timestamp())
print(repr(f1), f1.fold, f0.utcoffset(), f1.utcoffset(), f1 - f0, f1.astimezone(timezone.utc) - f0.astimezone(timezone.utc))
start = datetime(2024, 11, 3, 4, 0, tzinfo=timezone.utc)
for i in range(6):
    u = start + timedelta(minutes=30 * i)
    l = u.astimezone(ny)
    print(f"  {u:%H:%M}Z -> {l:%Y-%m-%d %H:%M %Z} fold={l.fold} back={l.astimezone(timezone.utc):%H:%M}")
print("-- wall-clock arithmetic keeps tzinfo, not elapsed time")
before = datetime(2024, 3, 9, 12, tzinfo=ny)
after = before + timedelta(days=1)
print(after, after - before, after.astimezone(timezone.utc) - before.astimezone(timezone.utc), (after.timestamp() - before.timestamp()) / 3600)
print(datetime(2024, 3, 10, 1, 59, tzinfo=ny) + timedelta(minutes=2), (datetime(2024, 3, 10, 1, 59, tzinfo=ny).astimezone(timezone.utc) + timedelta(minutes=2)).astimezone(ny))
print("-- london / sydney transitions")
lon = ZoneInfo("Europe/London")
syd = ZoneInfo("Australia/Sydney")
for u in [datetime(2024, 3, 31, 0, 59, tzinfo=timezone.utc), datetime(2024, 3, 31, 1, 0, tzinfo=timezone.utc),
          datetime(2024, 10, 27, 0, 59, tzinfo=timezone.utc), datetime(2024, 10, 27, 1, 0, tzinfo=timezone.utc),
          datetime(2024, 4, 6, 15, 59, tzinfo=timezone.utc), datetime(2024, 4, 6, 16, 0, tzinfo=timezone.utc)]:
    a, b = u.astimezone(lon), u.astimezone(syd)
    print(f"  {u:%m-%d %H:%M}Z london {a:%H:%M %Z} f{a.fold} sydney {b:%m-%d %H:%M %Z %z} f{b.fold}")
print("-- meeting planner")
meeting = datetime(2024, 10, 28, 15, 0, tzinfo=ZoneInfo("Europe/Berlin"))
for key in ["America/Los_Angeles", "America/New_York", "Europe/London", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney"]:
    local = meeting.astimezone(ZoneInfo(key))
    flag = "" if time(8) <= local.time() <= time(18) else " (outside hours)"
    print(f"  {key:20} {local:%a %H:%M %Z (UTC%z)}{flag}")
print("-- fromtimestamp/now with ZoneInfo")
for ts in [0, 1710054000, 1730613600, 1730617200]:
    print(ts, datetime.fromtimestamp(ts, ny), datetime.fromtimestamp(ts, tz=ny).fold, datetime.fromtimestamp(ts, ZoneInfo("Asia/Kolkata")))
n = datetime.now(ZoneInfo("Europe/Paris"))
print(type(n.tzinfo).__name__, n.tzinfo.key, n.tzname() in ("CET", "CEST"), n.utcoffset() in (timedelta(hours=1), timedelta(hours=2)))
print("-- comparisons and sorting across zones")
stamps = [datetime(2024, 6, 1, 9, tzinfo=ZoneInfo("Asia/Tokyo")), datetime(2024, 5, 31, 20, tzinfo=ZoneInfo("America/New_York")),
          datetime(2024, 6, 1, 1, tzinfo=timezone.utc), datetime(2024, 5, 31, 17, 30, tzinfo=ZoneInfo("America/Los_Angeles"))]
for s in sorted(stamps):
    print(" ", s.isoformat(), s.tzinfo, s.astimezone(timezone.utc).strftime("%H:%M"))
print(min(stamps).tzinfo, max(stamps).tzinfo, stamps[0] == stamps[2].astimezone(ZoneInfo("Asia/Tokyo")) - timedelta(hours=1))
print(len({s.astimezone(timezone.utc) for s in stamps}), ZoneInfo("UTC") == ZoneInfo("UTC"), ZoneInfo("Asia/Tokyo") is ZoneInfo("Asia/Tokyo"))
print(ZoneInfo.no_cache("Asia/Tokyo") is ZoneInfo("Asia/Tokyo"), str(ZoneInfo("Europe/Berlin")), ZoneInfo(key="Asia/Tokyo").key)
d = datetime(2024, 1, 1, tzinfo=ZoneInfo("America/New_York"))
print(d.replace(tzinfo=None), d.replace(tzinfo=timezone.utc) - d, d.astimezone() .tzname(), d.astimezone().utcoffset())
for bad in ["", "Not/AZone", "../etc/passwd", "america/new_york ", 5]:
    try:
        ZoneInfo(bad)
    except Exception as e:
        print(type(e).__name__, e)
