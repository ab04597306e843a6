def make_averager():
    series = []
    def avg(v):
        series.append(v)
        return sum(series) / len(series)
    return avg
a = make_averager()
print(a(10), a(11), a(12))
def memoize(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        wrapper.calls += 1
        return cache[args]
    wrapper.calls = 0
    return wrapper
@memoize
def slow_sq(n): return n * n
print(slow_sq(4), slow_sq(4), slow_sq(5), slow_sq.calls)
def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
print(compose(str, lambda x: x + 1, abs)(-5))
