d = {"k": "value", "n": 3}
print(f"{d["k"]} and {d["n"] * 2}")
names = ["ann", "bob"]
print(f"{", ".join(names)}")
print(f"{"x" + "y"}|{'single'}")
rows = [{"name": "a", "qty": 2}, {"name": "b", "qty": 10}]
for r in rows:
    print(f"{r["name"]:<5}{r["qty"]:>4}")
