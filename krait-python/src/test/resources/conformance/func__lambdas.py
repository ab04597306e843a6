sq = lambda x: x * x
print(sq(7), (lambda: "noargs")(), (lambda *a, **k: (a, k))(1, k=2))
print((lambda a, b=2: a + b)(1), (lambda x: (lambda y: x + y))(3)(4))
print(sorted(["b", "A", "c"], key=lambda s: s.lower()), sq.__name__)
compose = lambda f, g: lambda x: f(g(x))
print(compose(str, sq)(5) + "!", list(map(lambda p: p[0] * p[1], [(2, 3), (4, 5)])))
