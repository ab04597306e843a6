def f(a, *, b, c=3):
    return a, b, c
print(f(1, b=2), f(1, c=5, b=0))
try:
    f(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1)
except TypeError as e:
    print(type(e).__name__, e)
def g(*, only):
    return only
print(g(only="yes"))
try:
    g("no")
except TypeError as e:
    print(type(e).__name__, e)
print(f.__kwdefaults__)
