from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

ny = ZoneInfo("America/New_York")
print(repr(ny), str(ny), ny.key, ZoneInfo("America/New_York") is ny)
d = datetime(2024, 7, 4, 12, 0, tzinfo=ny)
print(d, d.utcoffset(), d.dst(), d.tzname())
w = datetime(2024, 1, 15, 9, 30, tzinfo=ny)
print(w, w.utcoffset(), w.dst(), w.tzname())
print(d.astimezone(timezone.utc), w.astimezone(ZoneInfo("Europe/Paris")))
utc = datetime(2024, 3, 10, 6, 30, tzinfo=timezone.utc)
for h in range(4):
    local = (utc + timedelta(hours=h)).astimezone(ny)
    print(local, local.tzname(), local.fold)
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.tzname(), amb.replace(fold=1).tzname())
tokyo = datetime(2024, 1, 1, 0, 0, tzinfo=ZoneInfo("Asia/Tokyo"))
print(tokyo, tokyo.tzname(), tokyo - datetime(2024, 1, 1, tzinfo=timezone.utc))
print(datetime(2024, 6, 1, tzinfo=ZoneInfo("Europe/London")).strftime("%Y-%m-%d %H:%M %Z %z"))
print(datetime(2024, 6, 1, tzinfo=ZoneInfo("UTC")).tzname())
try:
    ZoneInfo("Mars/Olympus_Mons")
except ZoneInfoNotFoundError as e:
    print("ZoneInfoNotFoundError:", e, isinstance(e, KeyError))
