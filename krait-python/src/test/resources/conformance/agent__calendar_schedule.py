import asyncio
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo
from collections import defaultdict

async def get_meetings(user):
    await asyncio.sleep(0)
    base = datetime(2024, 11, 4, 9, 0, tzinfo=timezone.utc)
    offs = {"ana": [0, 26, 50, 75], "ben": [2, 27, 52, 98], "chi": [1, 49, 122]}
    return [
        {"title": f"{user}-sync-{i}", "start": base + timedelta(hours=h), "minutes": 30 + 15 * (i % 3)}
        for i, h in enumerate(offs[user])
    ]

users = ["ana", "ben", "chi"]
all_meetings = await asyncio.gather(*(get_meetings(u) for u in users))
flat = sorted((m for ms in all_meetings for m in ms), key=lambda m: (m["start"], m["title"]))
print(len(flat), "meetings")

ny = ZoneInfo("America/New_York")
tokyo = ZoneInfo("Asia/Tokyo")
for m in flat[:5]:
    s = m["start"]
    e = s + timedelta(minutes=m["minutes"])
    print(f"{m['title']:<10} {s:%a %H:%M}Z  NY {s.astimezone(ny):%H:%M %Z}  TYO {s.astimezone(tokyo):%a %H:%M}  ({m['minutes']}m, ends {e:%H:%M})")

by_day = defaultdict(int)
for m in flat:
    by_day[m["start"].date()] += m["minutes"]
for d, mins in sorted(by_day.items()):
    print(f"{d.isoformat()} {d.strftime('%A'):<9} {mins // 60}h{mins % 60:02d}m")

# overlaps between consecutive meetings
overlaps = []
for a, b in zip(flat, flat[1:]):
    end_a = a["start"] + timedelta(minutes=a["minutes"])
    if b["start"] < end_a:
        overlaps.append((a["title"], b["title"], int((end_a - b["start"]).total_seconds() // 60)))
print("overlaps:", overlaps)

# business days between two dates, skipping weekends
def business_days(start: date, end: date) -> int:
    days = 0
    d = start
    while d < end:
        if d.weekday() < 5:
            days += 1
        d += timedelta(days=1)
    return days

print("business days in Nov 2024:", business_days(date(2024, 11, 1), date(2024, 12, 1)))
print("weeks:", date(2024, 11, 4).isocalendar(), date(2024, 12, 30).isocalendar().week)
print((date(2024, 3, 1) - date(2024, 2, 1)).days, date(2024, 2, 1).weekday())

# next occurrence of weekday at a time
def next_weekday(after: datetime, weekday: int, at: time) -> datetime:
    days_ahead = (weekday - after.weekday()) % 7
    candidate = datetime.combine(after.date() + timedelta(days=days_ahead), at, tzinfo=after.tzinfo)
    if candidate <= after:
        candidate += timedelta(days=7)
    return candidate

now = datetime(2024, 11, 6, 15, 30, tzinfo=timezone.utc)
print("next Mon 09:00:", next_weekday(now, 0, time(9)).isoformat())
print("next Wed 10:00:", next_weekday(now, 2, time(10)).isoformat())
deadline = now + timedelta(days=10, hours=3)
left = deadline - now
print(f"time left: {left.days}d {left.seconds // 3600}h; total {left.total_seconds():.0f}s")
print(datetime.fromisoformat("2024-11-06T15:30:00+05:30").astimezone(timezone.utc))
print(datetime(2024, 3, 10, 12, tzinfo=ny).utcoffset(), datetime(2024, 3, 9, 12, tzinfo=ny).tzname())
print(date.fromordinal(date(2024, 1, 1).toordinal() + 100), date(2024, 1, 31).replace(day=29).strftime("%j"))
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2024/13/01", "%Y/%m/%d")
except ValueError as e:
    print("ValueError:", e)
