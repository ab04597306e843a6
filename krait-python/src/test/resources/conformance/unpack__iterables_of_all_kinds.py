a, b = {"k1": 1, "k2": 2}
print(a, b)
c, d = {"k1": 1, "k2": 2}.items()
print(c, d)
e, f, g = "xyz"
print(e, f, g)
h, i = range(2)
print(h, i)
j, k = (n * n for n in [3, 4])
print(j, k)
def gen():
    yield 1
    yield 2
    yield 3
p, *q = gen()
print(p, q)
try:
    m, n = gen()
except ValueError as e:
    print(type(e).__name__, e)
