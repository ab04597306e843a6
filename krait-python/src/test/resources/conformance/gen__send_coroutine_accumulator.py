def averager():
    total, count, avg = 0.0, 0, None
    while True:
        term = yield avg
        if term is None:
            break
        total += term
        count += 1
        avg = total / count
    return (count, avg)
g = averager()
print(next(g), g.send(10), g.send(20), g.send(30))
try:
    g.send(None)
except StopIteration as e:
    print("result", e.value)
def grep(pattern):
    print("looking for", pattern)
    try:
        while True:
            line = yield
            if pattern in line:
                print("found:", line)
    except GeneratorExit:
        print("closing grep")
g = grep("py")
next(g)
g.send("java"); g.send("python"); g.close()
print(g.gi_running if hasattr(g, "gi_running") else "n/a")
try:
    g.send("x")
except StopIteration:
    print("stopped")
