rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 3.999)]
w = max(len(r[0]) for r in rows)
print(f"{'item':<{w}} | {'qty':>3} | {'price':>6}")
print(f"{'':-<{w}}-+-{'':->3}-+-{'':->6}")
for name, q, p in rows:
    print(f"{name:<{w}} | {q:>3} | {p:>6.2f}")
print(f"{'total':>{w}} | {sum(r[1] for r in rows):>3} | {sum(r[1] * r[2] for r in rows):>6.2f}")
print(f"{'centered':^20}|", f"{'x':=^5}", f"{-3:=5}", f"{3:=+5}", f"{'ab':.1}", f"{1234.5:10,.1f}|")
