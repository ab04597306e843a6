# Warm-up corpus: functions. Defaults, *args/**kwargs, keyword-only and positional-only
# parameters, closures, nonlocal/global, decorators, lambdas, recursion, generators.
import functools


def area(w, h=2, *, scale=1):
    return w * h * scale


def collect(first, *args, sep="-", **kwargs):
    return first, args, sep, sorted(kwargs.items())


def pos_only(a, b, /, c):
    return a + b + c


assert area(3) == 6 and area(3, 4) == 12 and area(w=2, h=5, scale=3) == 30 and area(*[2, 3], **{"scale": 2}) == 12
assert collect(1, 2, 3, sep="+", x=1, y=2) == (1, (2, 3), "+", [("x", 1), ("y", 2)]) and pos_only(1, 2, c=3) == 6


def counter():
    count = 0

    def bump(by=1):
        nonlocal count
        count += by
        return count
    return bump


tick = counter()
tick()
tick(5)
assert tick() == 7
calls = 0


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        global calls
        calls += 1
        return fn(*args, **kwargs)
    return wrapper


def repeat(times):
    def deco(fn):
        def run(*a):
            return [fn(*a) for _ in range(times)]
        return run
    return deco


@traced
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@repeat(3)
def shout(word):
    return word.upper()


assert fib(15) == 610 and calls > 100 and fib.__name__ == "fib" and shout("hi") == ["HI"] * 3


@functools.lru_cache(maxsize=None)
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)


assert ways(60) == 2504730781961 and ways.cache_info().hits > 0
square = lambda v: v * v
compose = lambda f, g: lambda v: f(g(v))
assert compose(square, abs)(-3) == 9 and list(map(lambda p: p[0] * p[1], [(2, 3), (4, 5)])) == [6, 20]
assert functools.reduce(lambda acc, v: acc * v, range(1, 6)) == 120 and functools.partial(area, scale=10)(1, 1) == 10


def countdown(n):
    while n > 0:
        got = yield n
        n -= 2 if got else 1
    return "done"


g = countdown(5)
assert next(g) == 5 and g.send(True) == 3 and next(g) == 2
try:
    while True:
        next(g)
except StopIteration as stop:
    assert stop.value == "done"


def chain(*its):
    for it in its:
        yield from it


def pipeline(data):
    evens = (x for x in data if x % 2 == 0)
    doubled = (x * 2 for x in evens)
    yield from doubled


assert list(chain([1], (2, 3), "ab")) == [1, 2, 3, "a", "b"] and list(pipeline(range(7))) == [0, 4, 8, 12]


def closer():
    try:
        yield 1
        yield 2
    finally:
        closed.append(True)


closed = []
c = closer()
next(c)
c.close()
gt = closer()
next(gt)
try:
    gt.throw(ValueError("boom"))
except ValueError as e:
    assert str(e) == "boom"
assert closed == [True, True]


def kinds(*values):
    out = []
    for v in values:
        if isinstance(v, bool):
            out.append("bool")
        elif isinstance(v, (int, float)):
            out.append("number")
        elif callable(v):
            out.append("callable")
        else:
            out.append(type(v).__name__)
    return out


print("functions", kinds(1, 2.0, True, len, "s", None, [], {}), tick(), fib(10), sorted(ways(k) for k in range(8)))
print(area.__defaults__, area.__kwdefaults__, fib.__doc__, (lambda: 0).__name__, getattr(area, "__qualname__"))
