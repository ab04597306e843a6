import asyncio, json, random, time
from collections import defaultdict

# Simulated tools
USERS = {i: {"id": i, "name": f"user{i}", "team": ["red", "blue", "green"][i % 3]} for i in range(1, 41)}
async def get_users(cursor=None, limit=10):
    await asyncio.sleep(0)
    start = cursor or 0
    ids = sorted(USERS)[start:start + limit]
    nxt = start + limit if start + limit < len(USERS) else None
    return {"data": [USERS[i] for i in ids], "next_cursor": nxt}
calls = 0
async def get_orders(user_id):
    global calls
    calls += 1
    await asyncio.sleep(0.001)
    if user_id % 13 == 0:
        raise ConnectionError(f"upstream timeout for {user_id}")
    return [{"amount": (user_id * k) % 97 + 0.5, "day": f"2024-03-{(user_id + k) % 28 + 1:02d}"} for k in range(user_id % 4)]

async def with_retry(fn, *args, attempts=3):
    for i in range(attempts):
        try:
            return await fn(*args)
        except ConnectionError as e:
            if i == attempts - 1:
                return {"error": str(e)}
            await asyncio.sleep(0.001 * 2 ** i)

users, cursor = [], None
while True:
    page = await get_users(cursor)
    users += page["data"]
    cursor = page["next_cursor"]
    if cursor is None:
        break
sem = asyncio.Semaphore(8)
async def orders_for(u):
    async with sem:
        return u, await with_retry(get_orders, u["id"])
results = await asyncio.gather(*(orders_for(u) for u in users))
totals = defaultdict(float)
failed = []
for u, orders in results:
    if isinstance(orders, dict):
        failed.append(u["name"]); continue
    totals[u["team"]] += sum(o["amount"] for o in orders)
print(f"{len(users)} users, {calls} calls, failed: {failed}")
for team, total in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{team:<6} {total:>9,.2f} {'#' * int(total // 100)}")
print(json.dumps({"teams": {k: round(v, 2) for k, v in totals.items()}}, sort_keys=True))
