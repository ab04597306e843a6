print(sum(i for i in range(10) if i % 2), "".join(c.upper() for c in "abc"), tuple(x for x in "ab"))
print(min((x for x in [3, 1, 2]), default=0), max((x for x in []), default="none"), set(x % 2 for x in range(5)))
print(sorted((n for n in [3, 1, 2]), reverse=True), list(enumerate(x * 2 for x in range(3))))
g = (x for x in range(3))
print(list(g), list(g))
data = [[1, 2], [3], []]
print(sum(len(r) for r in data), [y for x in data for y in x], list(map(lambda r: sum(r), data)))
x = 10
g = (x + i for i in range(3))
x = 20
print(list(g))
gen = (i for i in range(3))
print(type(gen).__name__, iter(gen) is gen, next(gen))
