def f(a, b, c=0, *args, **kw):
    return (a, b, c, args, kw)
print(f(*[1, 2]))
print(f(*"ab", *"cd"))
print(f(1, **{"b": 2, "z": 3}))
print(f(*(1, 2, 3, 4), **{"k": 1}, j=2))
print([*range(3), *"ab"], (*[1], 2), {*"aa", *"b"} == {"a", "b"})
print({**{"a": 1}, "b": 2, **{"a": 3}})
try:
    f(1, 2, **{"a": 5})
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(**{1: 2})
except TypeError as e:
    print(type(e).__name__, e)
