inventory = {}
def add(sku, name, qty, price, tags=()):
    inventory[sku] = {"name": name, "qty": qty, "price": price, "tags": set(tags)}
add("A1", "widget", 10, 2.5, ["tools", "small"])
add("B2", "gadget", 0, 12.0, ["tools"])
add("C3", "doohickey", 5, 7.25)
add("D4", "gizmo", 3, 12.0, ["small"])
def value(rec): return rec["qty"] * rec["price"]
print(f"{'SKU':<4} {'Name':<10} {'Qty':>4} {'Price':>7} {'Value':>8}")
for sku, rec in sorted(inventory.items(), key=lambda kv: (-value(kv[1]), kv[0])):
    print(f"{sku:<4} {rec['name']:<10} {rec['qty']:>4} {rec['price']:>7.2f} {value(rec):>8.2f}")
print("out of stock:", [s for s, r in inventory.items() if not r["qty"]])
by_tag = {}
for sku, rec in inventory.items():
    for t in sorted(rec["tags"]) or ["untagged"]:
        by_tag.setdefault(t, []).append(sku)
print(by_tag)
print("total", f"{sum(map(value, inventory.values())):,.2f}", max(inventory, key=lambda s: inventory[s]["price"]))
inventory["A1"]["qty"] -= 4
print({k: v["qty"] for k, v in inventory.items() if v["qty"] > 3})
