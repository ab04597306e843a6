# Dict and set algebra: unions, intersections, differences, dict merges and key views.

def bench():
    total = 0
    for r in range(12):
        a = set(range(r, 20_000 + r, 3))
        b = set(range(0, 20_000, 5))
        total += len(a | b) + len(a & b) - len(a - b) + len(a ^ b)
        d1 = {k: k * 2 for k in range(0, 5_000, 2)}
        d2 = {k: k for k in range(0, 5_000, 3)}
        merged = d1 | d2
        total += len(merged) + len(d1.keys() & d2.keys()) + sum(1 for k in d2 if k in d1)
    return total
