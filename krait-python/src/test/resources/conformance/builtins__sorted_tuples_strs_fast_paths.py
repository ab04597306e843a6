import itertools
vals = ["", "a", "ab", "b", "\ud800", "\ue000", "\U0001f600", "\uffff", "a\U0001f600", "a\ue000", "\udfff"]
print([ (x < y, x <= y, x > y) for x, y in itertools.product(vals, vals)] == [ (x < y, x <= y, x > y) for x, y in itertools.product(vals, vals)])
print(sorted(vals))
print(sorted([(s, i) for i, s in enumerate(vals)]))
nan = float("nan")
rows = [(1, 2.0, "x"), (1, nan, "y"), (1, 2.0, "a"), (1, 2, "b"), (True, 3), (1, -0.0), (1, 0.0), (1,), (), (1, (2, 3)), (1, (2, 2)), (1, 10**30), (1, 10**29)]
try:
    print(sorted(rows))
except TypeError as e:
    print("TE", e)
rows2 = [r for r in rows if len(r) < 2 or not isinstance(r[1], tuple)]
try: print(sorted(rows2))
except TypeError as e: print("TE", e)
print(sorted([(1, "b"), (1, "a"), (0, "z"), (1, "a", 0)]))
try: print(sorted([(1, "a"), (1, 2)]))
except TypeError as e: print("TE", e)
print((1, 2) < (1, 2, 0), (1, 2) < (1, 2), (1, nan) < (1, nan), (nan,) < (nan,), max([(1, "a"), (1, "b")]))
class K:
    def __init__(s, v): s.v = v
    def __lt__(s, o): print("lt", s.v, o.v); return s.v < o.v
    def __eq__(s, o): print("eq", s.v, o.v); return s.v == o.v
print(sorted([(1, K(2)), (1, K(1)), (0, K(3))], key=lambda t: t)[0][0])
ROWS = [("team%d" % (i % 23), (i * 37) % 101, -i) for i in range(3000)]
print(hash(tuple(sorted(ROWS))) == hash(tuple(sorted(ROWS, key=lambda r: r))), sorted(ROWS)[:3], sorted(ROWS, key=lambda r: (r[1], r[0]), reverse=True)[:3])
