# Sorting tuples (natural order, then by a key) and taking slices of the result.

ROWS = [("team%d" % (i % 23), (i * 37) % 101, -i) for i in range(15_000)]


def bench():
    by_all = sorted(ROWS)
    by_score = sorted(ROWS, key=lambda r: (r[1], r[0]), reverse=True)
    return by_all[:3], by_score[:3], by_all[-1]
