vals = [0.1] * 10
print(sum(vals), sum(vals) == 1.0)
import math
print(math.fsum(vals), math.fsum(vals) == 1.0)
total = 0.0
for v in [1e16, 1.0, -1e16]:
    total += v
print(total)
print(round(sum([1.15, 2.25, 3.35]), 1), 1.15 + 2.25 + 3.35)
print(sum([1, 2.5, 3]), type(sum([1, 2])).__name__, type(sum([1, 2.0])).__name__)
