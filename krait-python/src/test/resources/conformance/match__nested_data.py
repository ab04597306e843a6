def summarize(order):
    match order:
        case {"id": int(oid), "items": [{"sku": sku, "qty": q}], "ship": {"country": "US" | "CA" as c}}:
            return f"#{oid}: single {sku} x{q} to {c}"
        case {"id": int(oid), "items": [_, _, *more]}:
            return f"#{oid}: multi ({2 + len(more)} items)"
        case {"id": oid, "items": []}:
            return f"#{oid}: empty"
        case _:
            return "invalid"
orders = [
    {"id": 1, "items": [{"sku": "A", "qty": 2}], "ship": {"country": "US"}},
    {"id": 2, "items": [{"sku": "A"}, {"sku": "B"}, {"sku": "C"}]},
    {"id": 3, "items": []},
    {"id": "x", "items": [{"sku": "A", "qty": 1}], "ship": {"country": "FR"}},
]
for o in orders:
    print(summarize(o))
