class C:
    def __init__(self, v): self.v = v
    def get(self): return self.v
c = C(5)
m = c.get
print(m(), C.get(c), m.__self__ is c, m.__func__ is C.get)
c.v = 6
print(m())
methods = [C(i).get for i in range(3)]
print([f() for f in methods])
print(c.get == c.get, c.get is c.get)
unbound = C.get
try:
    unbound()
except TypeError as e:
    print(type(e).__name__, e)
