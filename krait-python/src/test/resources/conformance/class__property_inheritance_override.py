class Base:
    def __init__(self): self._x = 1
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): self._x = v * 2
class Child(Base):
    @Base.x.getter
    def x(self): return self._x + 100
class ReadOnly(Base):
    @property
    def x(self): return "ro"
c = Child(); c.x = 5
print(c.x, Base.x.fget(c), type(Base.__dict__["x"]).__name__)
r = ReadOnly()
try:
    r.x = 3
except AttributeError as e:
    print(e)
try:
    del c.x
except AttributeError as e:
    print(e)
class P:
    def get(self): return 42
    value = property(get, doc="the value")
print(P().value, P.value.__doc__, P.value.fset is None)
