values = ["1", "2", "three"]
total = 0
for v in values:
    total += int(v)
    print("running total", total)
