class Strict:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
s = Strict()
s.b = 2
print(s.a, s.b)
try:
    s.c = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(s.__dict__)
except AttributeError as e:
    print(type(e).__name__, e)
class Positive:
    def __setattr__(self, k, v):
        if v < 0:
            raise ValueError(f"{k} must be >= 0, got {v}")
        object.__setattr__(self, k, v)
p = Positive()
p.x = 5
try:
    p.y = -1
except ValueError as e:
    print(type(e).__name__, e)
print(vars(p))
