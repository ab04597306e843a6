def show(**kw):
    return list(kw.items())
print(show(b=1, a=2, c=3))
print(show(**{"z": 1}, a=0))
def f(a, b, c):
    return a, b, c
print(f(c=3, a=1, b=2), f(1, c=3, b=2))
args = {"b": 5, "c": 6}
print(f(0, **args))
