import asyncio
import json
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field

# Fake tools, as an agent's code-mode cell defines them inline.
CATEGORIES = ["books", "games", "music", "tools", "garden"]

async def fetch_product(product_id: int) -> dict:
    await asyncio.sleep(0)
    if product_id % 97 == 0:
        raise LookupError(f"product {product_id} not found")
    return {
        "id": product_id,
        "name": f"Item-{product_id:04d}",
        "category": CATEGORIES[product_id % len(CATEGORIES)],
        "price": round(3.5 + (product_id * 37 % 200) / 4, 2),
        "stock": (product_id * 13) % 50,
    }

@dataclass
class Stats:
    in_flight: int = 0
    peak: int = 0
    calls: int = 0
    errors: list = field(default_factory=list)

stats = Stats()
sem = asyncio.Semaphore(25)

async def bounded_fetch(pid):
    async with sem:
        stats.in_flight += 1
        stats.calls += 1
        stats.peak = max(stats.peak, stats.in_flight)
        try:
            return await fetch_product(pid)
        except LookupError as e:
            stats.errors.append(str(e))
            return None
        finally:
            stats.in_flight -= 1

results = await asyncio.gather(*(bounded_fetch(i) for i in range(1, 1001)))
products = [r for r in results if r is not None]
print(f"calls={stats.calls} ok={len(products)} errors={len(stats.errors)} peak<=25: {stats.peak <= 25}")
print("first errors:", stats.errors[:3])

by_cat = defaultdict(list)
for p in products:
    by_cat[p["category"]].append(p)

print(f"{'category':<10}|{'count':>6}|{'avg price':>10}|{'median':>8}|{'stock':>7}")
print("-" * 45)
for cat in sorted(by_cat, key=lambda c: (-len(by_cat[c]), c)):
    items = by_cat[cat]
    prices = [p["price"] for p in items]
    print(f"{cat:<10}|{len(items):>6}|{statistics.mean(prices):>10.2f}|{statistics.median(prices):>8.2f}|{sum(p['stock'] for p in items):>7,}")

out_of_stock = Counter(p["category"] for p in products if p["stock"] == 0)
print("out of stock:", dict(sorted(out_of_stock.items())))

top = sorted(products, key=lambda p: (-p["price"], p["id"]))[:5]
print(json.dumps([{k: p[k] for k in ("id", "price")} for p in top]))
summary = {
    "total_value": round(sum(p["price"] * p["stock"] for p in products), 2),
    "categories": len(by_cat),
    "cheapest": min(products, key=lambda p: (p["price"], p["id"]))["name"],
}
print(json.dumps(summary, indent=2, sort_keys=True))
