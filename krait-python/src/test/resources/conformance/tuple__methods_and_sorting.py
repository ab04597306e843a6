points = [(3, 1), (1, 2), (1, -1), (2, 2)]
print(sorted(points), sorted(points, key=lambda p: p[1]), min(points), max(points, key=sum))
t = tuple(sorted({5, 3, 9}))
print(t, t.index(9), t.count(3), t[::-1], len(t))
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], sum(x for x in nested[0]), nested + ((6,),))
print(tuple(x * 2 for x in range(3)), tuple(), tuple("a"), (1, 2) == (1, 2), (1, 2) != (2, 1))
