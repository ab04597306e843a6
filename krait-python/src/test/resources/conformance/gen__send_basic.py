def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    yield f"final {total}"
g = acc()
print(next(g), g.send(5), g.send(10), g.send(None))
try:
    g.send(1)
except StopIteration as e:
    print("stopped", e.value)
g2 = acc()
try:
    g2.send(3)
except TypeError as e:
    print(type(e).__name__, e)
