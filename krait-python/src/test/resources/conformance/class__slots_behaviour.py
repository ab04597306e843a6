class P:
    __slots__ = ("x", "y")
    def __init__(self, x): self.x = x
p = P(1)
print(p.x, hasattr(p, "y"), hasattr(p, "__dict__"))
try:
    p.z = 1
except AttributeError as e:
    print(e)
try:
    print(p.y)
except AttributeError as e:
    print(type(e).__name__)
class Q(P): pass
q = Q(2)
q.z = 3
print(q.z, q.__dict__)
class R(P):
    __slots__ = ("w",)
r = R(1); r.w = 2; r.y = 5
print(r.x, r.y, r.w)
try:
    r.v = 0
except AttributeError as e:
    print(e)
