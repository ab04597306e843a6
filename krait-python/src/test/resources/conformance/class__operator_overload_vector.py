class Vec:
    def __init__(self, *c): self.c = tuple(c)
    def __add__(self, o): return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __sub__(self, o): return Vec(*(a - b for a, b in zip(self.c, o.c)))
    def __mul__(self, k): return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __matmul__(self, o): return sum(a * b for a, b in zip(self.c, o.c))
    def __neg__(self): return self * -1
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __eq__(self, o): return isinstance(o, Vec) and self.c == o.c
    def __hash__(self): return hash(self.c)
    def __len__(self): return len(self.c)
    def __getitem__(self, i): return self.c[i]
    def __repr__(self): return f"Vec{self.c}"
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 2 * a, a @ b, -a, abs(b), a == Vec(1, 2), len({a, Vec(1, 2)}))
print(list(a), a[1], [*b], sum(Vec(1, 2, 3)))
