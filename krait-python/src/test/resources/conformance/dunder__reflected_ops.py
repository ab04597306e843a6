class R:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"R({self.v})"
    def __radd__(self, o): return R(o + self.v)
    def __rsub__(self, o): return R(o - self.v)
    def __rmul__(self, o): return R(o * self.v)
    def __rtruediv__(self, o): return R(o / self.v)
    def __rfloordiv__(self, o): return R(o // self.v)
    def __rmod__(self, o): return R(o % self.v)
    def __rpow__(self, o): return R(o ** self.v)
    def __rlshift__(self, o): return R(o << self.v)
    def __rand__(self, o): return R(o & self.v)
    def __ror__(self, o): return R(o | self.v)
    def __rxor__(self, o): return R(o ^ self.v)
r = R(3)
print(10 + r, 10 - r, 10 * r, 9 / r, 10 // r, 10 % r, 2 ** r, 1 << r, 7 & r, 4 | r, 5 ^ r)
print(sum([R(1)], 5))
print([1, 2] * R(2))
try:
    r + 1
except TypeError as e:
    print(type(e).__name__, e)
