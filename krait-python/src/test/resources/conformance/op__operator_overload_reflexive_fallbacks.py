class Meters:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    __radd__ = __add__
    def __eq__(self, o): return isinstance(o, Meters) and self.v == o.v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"{self.v}m"
print(Meters(1) + Meters(2), Meters(1) + 5, 5 + Meters(1), sum([Meters(1), Meters(2)]))
print(sorted([Meters(3), Meters(1)]), Meters(2) == Meters(2), Meters(2) != Meters(3))
try:
    Meters(1) + "x"
except TypeError as e:
    print(type(e).__name__, e)
print(Meters(1) > Meters(0))
