# partialmethod and singledispatchmethod on plain, class and static methods: binding,
# flattening, reprs, registration by annotation and by argument, and their errors.
from functools import partialmethod, singledispatchmethod, partial
class Cell:
    def __init__(self): self.alive = False
    def set_state(self, state, *, note=""): self.alive = state; return (state, note)
    set_alive = partialmethod(set_state, True, note="up")
    set_dead = partialmethod(set_state, False)
    @classmethod
    def make(cls, n, tag): return (cls.__name__, n, tag)
    make_a = partialmethod(make, tag="a")
    @staticmethod
    def st(x, y): return x + y
    st1 = partialmethod(st, 1)
c = Cell()
print(c.set_alive(), c.alive, c.set_dead(note="x"), c.alive)
print(Cell.make_a(3), c.make_a(4))
print(c.st1(5))
print(type(Cell.set_alive).__name__, Cell.set_alive(c))
print(type(c.set_alive).__name__, c.set_alive.func.__name__, c.set_alive.args, c.set_alive.keywords, c.set_alive.__self__ is c)
print(repr(Cell.__dict__['set_alive']).split(' at ')[0], repr(Cell.__dict__['set_dead'])[-8:])
print(repr(partialmethod(len)))
try: partialmethod(3)
except TypeError as e: print(e)
p2 = partialmethod(Cell.__dict__['set_alive'], note="again")
print(p2.func.__name__, p2.args, p2.keywords)
print(Cell.__dict__['set_alive'].__isabstractmethod__)
class Fmt:
    @singledispatchmethod
    def show(self, arg):
        "generic show"
        return f"obj {arg!r}"
    @show.register
    def _(self, arg: int):
        return f"int {arg}"
    @show.register(list)
    def _(self, arg):
        return f"list of {len(arg)}"
    @singledispatchmethod
    @classmethod
    def kind(cls, arg): return "base"
    @kind.register
    @classmethod
    def _(cls, arg: str): return f"{cls.__name__} str"
f = Fmt()
print(f.show(1), f.show([1,2]), f.show("s"), f.show(True))
print(Fmt.kind("x"), Fmt.kind(2), f.kind("y"))
print(Fmt.show.__name__, Fmt.show.__doc__, hasattr(f.show, 'register'))
try: singledispatchmethod(5)
except TypeError as e: print(e)
import abc
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self, scale): ...
    doubled = partialmethod(area, 2)
print(Shape.__dict__['doubled'].__isabstractmethod__, sorted(Shape.__abstractmethods__))
