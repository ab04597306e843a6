def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(5))
def reduce_(fn, items, init):
    acc = init
    for i in items:
        acc = fn(acc, i)
    return acc
print(reduce_(lambda a, b: a * b, range(1, 6), 1), reduce_(lambda a, b: b + a, "abc", ""))
def partial(fn, *pre, **kpre):
    return lambda *a, **k: fn(*pre, *a, **{**kpre, **k})
p = partial(print, "pre:", sep="|")
p("x", "y")
def memo(fn):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return w
@memo
def slow_fib(n):
    return n if n < 2 else slow_fib(n - 1) + slow_fib(n - 2)
print(slow_fib(100))
