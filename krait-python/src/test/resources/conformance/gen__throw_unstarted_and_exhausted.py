def g():
    yield 1
x = g()
try:
    x.throw(ValueError("at start"))
except ValueError as e:
    print(type(e).__name__, e)
print(next(x, "finished"))
y = g()
list(y)
try:
    y.throw(KeyError("after"))
except KeyError as e:
    print(type(e).__name__, e)
z = g()
try:
    z.throw(TypeError)
except TypeError as e:
    print(repr(e))
