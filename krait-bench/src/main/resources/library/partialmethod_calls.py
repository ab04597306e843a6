# 20k calls through partialmethod and singledispatchmethod attributes.
from functools import partialmethod, singledispatchmethod


class Meter:
    def __init__(self):
        self.total = 0

    def add(self, amount, times=1):
        self.total += amount * times

    add_one = partialmethod(add, 1)
    add_ten = partialmethod(add, 10, times=2)

    @singledispatchmethod
    def feed(self, x):
        self.total += 1

    @feed.register
    def _(self, x: int):
        self.total += x


m = Meter()
for i in range(10_000):
    m.add_one()
    m.add_ten()
    m.feed(i)
    m.feed("x")
assert m.total > 0
