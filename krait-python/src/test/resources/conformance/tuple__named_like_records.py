Person = ("name", "age", "city")
rows = [("ann", 31, "oslo"), ("bob", 25, "rome")]
records = [dict(zip(Person, r)) for r in rows]
print(records)
for name, age, city in rows:
    print(f"{name.title()} ({age}) from {city.upper()}")
oldest = max(rows, key=lambda r: r[1])
print(oldest, rows.index(oldest))
