import functools
from functools import (partial, partialmethod, singledispatch, singledispatchmethod, lru_cache, cache, reduce,
                       wraps, update_wrapper, total_ordering, cached_property, cmp_to_key)


class Cell:
    def __init__(self):
        self._alive = False

    def set_state(self, state, note=""):
        self._alive = state
        return note

    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note="bye")


c = Cell()
print(c.set_alive(), c._alive, c.set_dead(), c._alive, c.set_alive(note="hi"))
print(type(Cell.__dict__["set_alive"]).__name__, Cell.set_alive.__class__.__name__ if False else "")


class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"obj:{arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"int:{arg}"

    @fmt.register(list)
    def _(self, arg):
        return "list:" + ",".join(self.fmt(x) for x in arg)

    @singledispatchmethod
    @classmethod
    def make(cls, arg):
        return "generic"

    @make.register
    @classmethod
    def _(cls, arg: str):
        return f"{cls.__name__} from str"


f = Formatter()
print(f.fmt(3), f.fmt("s"), f.fmt([1, "a", [2]]), f.fmt(True), Formatter.make("x"), Formatter.make(1))


@singledispatch
def area(shape):
    raise NotImplementedError(f"no area for {type(shape).__name__}")


@area.register(int)
@area.register(float)
def _(side):
    return side * side


@area.register
def _(shape: tuple):
    return shape[0] * shape[1]


print(area(3), area(1.5), area((2, 5)), area.dispatch(bool).__name__ if hasattr(area.dispatch(bool), "__name__") else "",
      sorted(t.__name__ for t in area.registry))
try:
    area("x")
except NotImplementedError as e:
    print("NotImplementedError", e)
try:
    area()
except TypeError as e:
    print("TypeError", e)


@lru_cache(maxsize=2)
def sq(x):
    return x * x


print([sq(i) for i in (1, 2, 1, 3, 1)], sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq.__wrapped__(4), sq.cache_parameters())


@lru_cache(typed=True)
def ident(x):
    return type(x).__name__


print(ident(1), ident(1.0), ident(1), ident.cache_info())


@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info().hits, fib.cache_info().currsize)


@cache
def double(x):
    return [x, x]


print(double(2) is double(2), double.cache_info())
try:
    double([1])
except TypeError as e:
    print("TypeError", e)
try:
    lru_cache(maxsize="big")
except TypeError as e:
    print("TypeError", e)

print(reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], 10), reduce(max, [3, 9, 2]))
for bad in (lambda: reduce(lambda a, b: a, []), lambda: reduce(lambda a, b: a, 5), lambda: reduce(1, [1, 2])):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


def deco(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        """wrapper doc"""
        return fn(*args, **kwargs) + 1
    return wrapper


@deco
def inc(x: int) -> int:
    """Return x."""
    return x


print(inc(1), inc.__name__, inc.__doc__, inc.__qualname__, inc.__wrapped__.__name__, inc.__annotations__,
      inc.__module__)


def plain():
    pass


def target():
    """T doc"""


target.custom = "attr"
update_wrapper(plain, target)
print(plain.__name__, plain.__doc__, plain.custom, plain.__wrapped__ is target)


@total_ordering
class Money:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return f"M({self.v})"


print(Money(1) <= Money(2), Money(3) > Money(2), Money(2) >= Money(2), sorted([Money(3), Money(1)]))
try:
    @total_ordering
    class NoOrder:
        pass
except ValueError as e:
    print("ValueError", e)


class Slotted:
    __slots__ = ("x",)

    @cached_property
    def expensive(self):
        return 42


try:
    Slotted().expensive
except TypeError as e:
    print("TypeError", e)


class Data:
    def __init__(self):
        self.calls = 0

    @cached_property
    def value(self):
        self.calls += 1
        return self.calls * 10


d = Data()
print(d.value, d.value, d.calls, "value" in d.__dict__)
del d.value
print(d.value, d.calls, Data.value.__class__.__name__, Data.value.attrname)

p = partial(int, base=2)
print(p("101"), p.func, p.args, p.keywords, repr(partial(max, 1, key=None)))
p2 = partial(p, "111")
print(p2(), p2.func is int, p2.keywords)
try:
    partial()
except TypeError as e:
    print("TypeError", e)
try:
    partial(5)
except TypeError as e:
    print("TypeError", e)
print(sorted(["b", "A", "c"], key=cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
