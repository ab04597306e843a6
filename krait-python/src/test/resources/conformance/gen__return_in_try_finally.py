def g():
    try:
        yield 1
        return "early"
    finally:
        print("cleanup")
it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value", e.value)
def h():
    for i in range(5):
        try:
            yield i
        finally:
            print("f", i)
for v in h():
    if v == 2:
        break
print("done")
