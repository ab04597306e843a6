class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return M(self.v * o.v + 1)
    def __rmatmul__(self, o): return M(o * self.v)
    def __imatmul__(self, o):
        self.v -= o.v
        return self
    def __repr__(self): return f"M({self.v})"
a = M(3)
print(a @ M(4))
print(2 @ a)
b = a
a @= M(1)
print(a, b, a is b)
try:
    1 @ 2
except TypeError as e:
    print(type(e).__name__, e)
