def g():
    yield 1
it = g()
print(it.__name__, it.__qualname__, type(it).__name__)
print(list(it), list(it))
def early():
    return 5
    yield
e = early()
try:
    next(e)
except StopIteration as ex:
    print("StopIteration value", ex.value)
def recurse(n):
    if n > 0:
        yield n
        yield from recurse(n - 1)
print(list(recurse(4)))
def tree(t):
    if isinstance(t, list):
        for sub in t:
            yield from tree(sub)
    else:
        yield t
print(list(tree([1, [2, [3, [4]], 5]])))
