class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Point({self.x!r}, {self.y!r})"
class Named(Point):
    def __str__(self): return f"({self.x}, {self.y})"
p = Point(1, "a")
n = Named(2, 3)
print(p, str(p), repr(p), [p], {"k": p})
print(n, repr(n), [n], f"{n}", f"{n!r}", "%s %r" % (n, n))
class OnlyStr:
    def __str__(self): return "only-str"
o = OnlyStr()
print(o, [str(o)], repr(o).startswith("<__main__.OnlyStr object at 0x"))
