import functools, time
from functools import lru_cache, wraps, partial

class Repo:
    def __init__(self):
        self.calls = 0

    @lru_cache(maxsize=None)
    def get(self, key):
        self.calls += 1
        return key * 2

r = Repo()
print(r.get(2), r.get(2), r.calls, Repo.get.cache_info())

def timed(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    inner.extra = True
    return inner

@timed
def work(a, b=2):
    "doc"
    return a + b

print(work(1), work.__name__, work.__doc__, work.extra, work.__wrapped__(1, 1))
print(functools.reduce(lambda acc, kv: acc | {kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
add3 = partial(lambda a, b, c: a + b + c, 1, c=3)
print(add3(2), add3(2, c=10), repr(partial(int))[:26])
@functools.cache
def slow(n):
    return n
print([slow(i % 3) for i in range(6)], slow.cache_info().hits)
print(functools.cmp_to_key(lambda a, b: a - b)(1) < functools.cmp_to_key(lambda a, b: a - b)(2))
class P:
    @functools.cached_property
    def v(self):
        print("computing")
        return 1
p = P()
print(p.v, p.v)
@functools.singledispatch
def show(x):
    return "any"
@show.register
def _(x: int | float):
    return "number"
@show.register(list)
@show.register(tuple)
def _(x):
    return "seq"
print(show(1), show(2.5), show([1]), show((1,)), show("s"), show.dispatch(float).__name__)
