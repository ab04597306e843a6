rows = [("apple", 3, 1.5), ("banana", 12, 0.25), ("cherry", 100, 12.0)]
print(f"{'name':<10}|{'qty':>5}|{'price':>8}|{'total':>9}")
print("-" * 35)
for name, qty, price in rows:
    print(f"{name:<10}|{qty:>5}|{price:>8.2f}|{qty * price:>9,.2f}")
print(f"{'sum':<10}|{sum(r[1] for r in rows):>5}|{'':>8}|{sum(r[1] * r[2] for r in rows):>9,.2f}")
