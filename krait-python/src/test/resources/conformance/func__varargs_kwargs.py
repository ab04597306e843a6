def f(*args, **kwargs):
    return args, kwargs
print(f(), f(1, 2), f(a=1), f(1, b=2, **{"c": 3}))
def g(a, *rest, key=None, **opts):
    return a, rest, key, sorted(opts.items())
print(g(1, 2, 3, key="k", z=1, y=2))
print(g(*range(3)))
def h(**kw):
    kw["added"] = True
    return kw
d = {"x": 1}
print(h(**d), d)
