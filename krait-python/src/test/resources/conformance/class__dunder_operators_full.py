class V:
    def __init__(self, *c): self.c = c
    def __repr__(self): return f"V{self.c}"
    def __add__(self, o): return V(*(a + b for a, b in zip(self.c, o.c))) if isinstance(o, V) else NotImplemented
    def __radd__(self, o): return self if o == 0 else NotImplemented
    def __mul__(self, k): return V(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __neg__(self): return V(*(-a for a in self.c))
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __bool__(self): return any(self.c)
    def __len__(self): return len(self.c)
    def __getitem__(self, i): return self.c[i]
    def __iter__(self): return iter(self.c)
    def __eq__(self, o): return isinstance(o, V) and self.c == o.c
    def __lt__(self, o): return abs(self) < abs(o)
v, w = V(3, 4), V(1, 1)
print(v + w, 2 * v, v * 2, -v, abs(v), bool(V(0, 0)), len(v), v[1], list(v), sum([v, w]), v == V(3, 4))
print(sorted([v, w, V(0, 1)]), max(v, w), v > w)
try:
    v + 1
except TypeError as e:
    print(e)
try:
    v @ w
except TypeError as e:
    print(e)
