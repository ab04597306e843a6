# A typical agent cell: fan out over "tools" concurrently, group, aggregate, report.
import asyncio

ORDERS = [
    {"id": 1, "customer": "acme", "total": 120.5, "status": "paid"},
    {"id": 2, "customer": "globex", "total": 75.0, "status": "open"},
    {"id": 3, "customer": "acme", "total": 310.25, "status": "paid"},
    {"id": 4, "customer": "initech", "total": 42.0, "status": "refunded"},
    {"id": 5, "customer": "globex", "total": 199.99, "status": "paid"},
]


async def fetch_order(order_id):
    # Stands in for `await tools.get_order(id=order_id)` when run under a host with tools.
    await asyncio.sleep(0.01)
    for order in ORDERS:
        if order["id"] == order_id:
            return order
    raise KeyError(order_id)


async def main():
    results = await asyncio.gather(*(fetch_order(i) for i in range(1, 7)), return_exceptions=True)
    found = [r for r in results if not isinstance(r, Exception)]
    missing = [i for i, r in enumerate(results, start=1) if isinstance(r, Exception)]

    by_customer = {}
    for order in found:
        if order["status"] != "paid":
            continue
        by_customer.setdefault(order["customer"], []).append(order["total"])

    print(f"{'customer':<10} {'orders':>6} {'total':>10}")
    for customer, totals in sorted(by_customer.items(), key=lambda kv: -sum(kv[1])):
        print(f"{customer:<10} {len(totals):>6} {sum(totals):>10,.2f}")
    print(f"missing orders: {missing}")


asyncio.run(main())
