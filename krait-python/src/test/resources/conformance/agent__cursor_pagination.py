import asyncio
import base64
import json
import re
from datetime import date, datetime, timedelta

# A fake paginated API with opaque cursors, like the tools an agent gets.
ALL_EVENTS = [
    {
        "id": f"evt_{i:03d}",
        "ts": (datetime(2024, 3, 1, 8, 0) + timedelta(hours=7 * i)).isoformat(),
        "kind": ["login", "purchase", "logout", "refund"][i % 4 if i % 9 else 1],
        "user": f"user{(i * 7) % 11}@example.com",
        "amount": (i * 13 % 40) + 0.99 if i % 4 in (1, 3) or i % 9 == 0 else None,
    }
    for i in range(87)
]

async def list_events(cursor=None, limit=20):
    await asyncio.sleep(0.001)
    start = 0
    if cursor is not None:
        start = json.loads(base64.urlsafe_b64decode(cursor.encode()).decode())["offset"]
    page = ALL_EVENTS[start:start + limit]
    nxt = start + limit
    next_cursor = base64.urlsafe_b64encode(json.dumps({"offset": nxt}).encode()).decode() if nxt < len(ALL_EVENTS) else None
    return {"data": page, "next_cursor": next_cursor, "has_more": next_cursor is not None}

async def fetch_all():
    cursor, pages, items = None, 0, []
    while True:
        resp = await list_events(cursor=cursor, limit=20)
        pages += 1
        items.extend(resp["data"])
        if not resp["has_more"]:
            break
        cursor = resp["next_cursor"]
    return items, pages

events, pages = await fetch_all()
print(f"fetched {len(events)} events in {pages} pages")
print("sample cursor:", base64.urlsafe_b64encode(json.dumps({"offset": 20}).encode()).decode())

# Per-day purchase totals
daily = {}
for e in events:
    d = datetime.fromisoformat(e["ts"]).date()
    if e["kind"] == "purchase":
        daily.setdefault(d, []).append(e["amount"])
for d in sorted(daily)[:6]:
    amounts = daily[d]
    print(f"{d:%a %d %b}  n={len(amounts):<2} total=${sum(amounts):>7.2f}")

first = min(datetime.fromisoformat(e["ts"]) for e in events)
last = max(datetime.fromisoformat(e["ts"]) for e in events)
span = last - first
print("span:", span, "| days:", span.days, "| weeks:", round(span.total_seconds() / (7 * 86400), 2))

# Users by domain-local part, extracted with a regex
pat = re.compile(r"^(?P<name>[a-z]+)(?P<num>\d+)@(?P<domain>[\w.]+)$")
nums = sorted({int(pat.match(e["user"]).group("num")) for e in events})
print("user numbers:", nums)

refunds = [e for e in events if e["kind"] == "refund"]
print("refunds:", len(refunds), "ids:", ", ".join(e["id"] for e in refunds[:5]), "...")
weekday_counts = {}
for e in events:
    wd = datetime.fromisoformat(e["ts"]).strftime("%A")
    weekday_counts[wd] = weekday_counts.get(wd, 0) + 1
for wd, n in sorted(weekday_counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {wd:<9} {'#' * n} {n}")
deadline = date(2024, 3, 1) + timedelta(days=30)
late = sum(1 for e in events if datetime.fromisoformat(e["ts"]).date() > deadline)
print(f"events after {deadline.isoformat()}: {late}")
