def inner():
    a = yield 1
    b = yield 2
    return f"inner got {a},{b}"
def outer():
    result = yield from inner()
    print("result:", result)
    yield 3
    return "outer done"
g = outer()
print(next(g), g.send("A"), g.send("B"))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", [1, 2], range(2))))
