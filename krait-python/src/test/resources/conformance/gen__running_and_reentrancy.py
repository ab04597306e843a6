def g():
    yield me.send(None) if False else next(me)
me = g()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == "reset":
            i = 0
        else:
            i += 1
c = counter()
print(next(c), next(c), c.send("reset"), next(c), next(c))
def stop_inside():
    yield 1
    raise StopIteration("x")
try:
    list(stop_inside())
except RuntimeError as e:
    print(type(e).__name__, e)
