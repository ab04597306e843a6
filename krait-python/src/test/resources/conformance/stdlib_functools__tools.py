import functools
from functools import lru_cache, partial, reduce, wraps, cache, cmp_to_key, total_ordering, cached_property
import operator


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=2)
def square(x):
    print("computing", x)
    return x * x


print(square(2), square(2), square(3), square(4), square(2))
print(square.cache_info())


@cache
def slow(a, b=1):
    return a + b


print(slow(1), slow(1), slow(1, b=1), slow.cache_info().hits)

print(reduce(operator.mul, range(1, 6)), reduce(lambda a, b: a + [b * 2], [1, 2, 3], []))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)

base2 = partial(int, base=2)
print(base2("1011"), base2.func is int, base2.args, base2.keywords)
greet = partial("{} says {}".format, "Ann")
print(greet("hi"), partial(max, key=len)(["a", "abc", "ab"]))


def log_calls(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper


@log_calls
def add(a, b):
    """Add two numbers."""
    return a + b


add(2, 3)
print(add.__name__, add.__doc__, add.__wrapped__.__name__)

items = ["banana", "Apple", "cherry", "apple"]
print(sorted(items, key=cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))


@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))


vs = [Version("1.10"), Version("1.2"), Version("1.2.1")]
print(sorted(vs), max(vs), Version("1.2") <= Version("1.2"), Version("2.0") >= Version("1.9"), Version("1") > Version("2"))


class Report:
    def __init__(self, rows):
        self.rows = rows

    @cached_property
    def total(self):
        print("summing")
        return sum(self.rows)


r = Report([1, 2, 3])
print(r.total, r.total, r.__dict__)


class Memo:
    @lru_cache(maxsize=None)
    def double(self, x):
        return x * 2


m = Memo()
print(m.double(4), m.double(4), Memo.double.cache_info())


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register(int)
def _(x):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))
