def gen():
    yield 1
    raise ValueError("inside gen")
g = gen()
print(next(g))
try:
    next(g)
except ValueError as e:
    print(type(e).__name__, e)
print(next(g, "exhausted"))
def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        print("gen cleanup")
for v in guarded():
    print(v)
    break
print("after break")
def bad_stop():
    yield 1
    raise StopIteration("explicit")
try:
    list(bad_stop())
except RuntimeError as e:
    print(type(e).__name__, e)
