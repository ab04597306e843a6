def g():
    yield me.send(None)
me = g()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)
def h():
    yield 1
x = h()
print(next(x))
print(next(x, "done"), next(x, "still done"))
