def f(a, b=2, *args, c, d=4, **kw): return (a, b, args, c, d, kw)
print(f(1, c=3), f(1, 2, 3, 4, c=5, e=6))
for call in [lambda: f(), lambda: f(1), lambda: f(1, c=1, a=2), lambda: f(1, 2, c=3, b=4)]:
    try:
        call()
    except TypeError as e:
        print(e)
def g(x, /, y): return x, y
try:
    g(x=1, y=2)
except TypeError as e:
    print(e)
def h(*, k): return k
try:
    h(1)
except TypeError as e:
    print(e)
def two(a, b): pass
try:
    two(1, 2, 3)
except TypeError as e:
    print(e)
try:
    two(1, b=2, z=3)
except TypeError as e:
    print(e)
