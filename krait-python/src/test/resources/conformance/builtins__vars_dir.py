class Pt:
    kind = "point"
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm(self): return abs(self.x) + abs(self.y)
p = Pt(1, -2)
print(vars(p), p.__dict__ is vars(p))
print([n for n in dir(p) if not n.startswith("__")])
print("norm" in dir(Pt), "x" in dir(Pt), "__init__" in dir(p))
p.__dict__["z"] = 3
print(p.z, sorted(vars(p)))
try:
    vars(5)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(k for k in vars(Pt) if not k.startswith("__")))
