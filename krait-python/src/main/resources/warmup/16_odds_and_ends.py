# Warm-up corpus: the rarer instructions and builtins, so no novel cell is the first to reach
# them: del of attributes, globals and closure variables, class bodies reading an enclosing
# function's variable, star imports, mapping patterns with **rest, unary plus and not as values,
# slices, Ellipsis and NotImplemented, async iteration builtins.
from math import *
import asyncio

flag = 1


def drop_global():
    global flag
    del flag


drop_global()
assert "flag" not in globals() and floor(pi) == 3 and +(-3) == -3 and (not 0) is True


def outer():
    secret = 41

    class Inner:
        value = secret + 1

    def reader():
        return secret
    got = reader()
    del secret
    return Inner.value, got


class Bag:
    pass


bag = Bag()
bag.item = 1
del bag.item
setattr(bag, "other", 2)
delattr(bag, "other")
assert outer() == (42, 41) and not hasattr(bag, "item") and vars(bag) == {}
cut = slice(1, 5, 2)
assert [0, 1, 2, 3, 4, 5][cut] == [1, 3] and cut.indices(3) == (1, 3, 2) and ... is Ellipsis


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.cents + other.cents)

    def __radd__(self, other):
        return self if other == 0 else NotImplemented


assert sum([Money(5), Money(7)]).cents == 12
match {"kind": "user", "id": 3, "name": "ana", "extra": True}:
    case {"kind": "user", **rest}:
        remaining = sorted(rest)


async def numbers():
    for i in range(3):
        yield i


async def drain():
    it = aiter(numbers())
    first = await anext(it)
    rest = [x async for x in it]
    return first, rest, await anext(aiter(numbers()), None)


print("odds", remaining, asyncio.run(drain()), sqrt(16), cut, type(...).__name__, repr(NotImplemented))
