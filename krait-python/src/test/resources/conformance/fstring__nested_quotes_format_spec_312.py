data = {"price": 1234.5, "pct": 0.125}
print(f"{data["price"]:,.2f} / {data["pct"]:.1%}")
w = {"width": 8}
print(f"[{"mid":^{w["width"]}}]")
print(f"{data["price"]=}")
