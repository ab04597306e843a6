def g():
    yield 1
it = g()
print(it.__name__, type(it).__name__)
print(iter(it) is it)
print(list(it), list(it))
def counter(n):
    i = 0
    while i < n:
        yield i
        i += 1
c = counter(3)
print(next(c), [*c])
def gen_ret():
    yield from []
    return "r"
print(list(gen_ret()))
