template = "Dear {name}, your order #{order:05d} of {qty} item{plural} totals ${total:,.2f}."
orders = [("Ann", 42, 1, 9.5), ("Bob", 7, 3, 1234.5)]
for name, order, qty, total in orders:
    print(template.format(name=name, order=order, qty=qty, plural="" if qty == 1 else "s", total=total))
print("%-6s|%6.1f|%03d" % ("x", 2.25, 7))
print(f"{'centered':=^20}")
