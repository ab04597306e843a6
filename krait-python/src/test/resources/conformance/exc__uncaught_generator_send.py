def g():
    x = yield
    yield 10 / x
it = g()
next(it)
print("sending zero")
it.send(0)
