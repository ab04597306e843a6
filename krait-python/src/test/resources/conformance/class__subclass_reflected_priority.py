class Base:
    def __add__(self, o): return "Base.add"
    def __radd__(self, o): return "Base.radd"
class Derived(Base):
    def __add__(self, o): return "Derived.add"
    def __radd__(self, o): return "Derived.radd"
print(Base() + Derived())
print(Derived() + Base())
print(Base() + Base())
print(1 + Base())
class N:
    def __add__(self, o): return NotImplemented
    def __radd__(self, o): return "N.radd"
print(N() + N())
