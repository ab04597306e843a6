def g():
    x = yield
    print("x =", x)
    y = (yield x) + 1
    print("y =", y)
    z = yield (x, y)
    print("z =", z)
it = g()
print(next(it))
print(it.send("a"))
print(it.send(10))
try:
    it.send("last")
except StopIteration:
    print("stop")
def both():
    received = []
    for i in range(3):
        received.append((yield i))
    return received
b = both()
next(b)
b.send("p")
b.send("q")
try:
    b.send("r")
except StopIteration as e:
    print(e.value)
