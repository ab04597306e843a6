data = [[3, 7, 1], [9, 2, 8], [4, 6, 5]]
rows = [sum(r) for r in data]
cols = [sum(c) for c in zip(*data)]
flat = sorted(x for r in data for x in r)
n = len(flat)
median = flat[n // 2] if n % 2 else (flat[n // 2 - 1] + flat[n // 2]) / 2
mean = sum(flat) / n
var = sum((x - mean) ** 2 for x in flat) / n
print(rows, cols, median, mean, round(var, 4))
print(max(range(3), key=lambda i: rows[i]), [list(r) for r in zip(*data)][0])
print(f"{mean:.3f} {var ** 0.5:.3f}")
