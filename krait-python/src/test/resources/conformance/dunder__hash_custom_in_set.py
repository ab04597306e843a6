class P:
    def __init__(self, x, y): self.x, self.y = x, y
    def __eq__(self, o): return (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __repr__(self): return f"P({self.x},{self.y})"
s = {P(1, 2), P(1, 2), P(2, 1)}
print(len(s), P(2, 1) in s)
d = {P(0, 0): "origin"}
print(d[P(0, 0)])
class Unhashable:
    __hash__ = None
try:
    hash(Unhashable())
except TypeError as e:
    print(type(e).__name__, e)
