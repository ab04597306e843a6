class V:
    def __init__(self, n): self.n = n
    def __lt__(self, o): return self.n < o.n
    def __le__(self, o): return self.n <= o.n
    def __eq__(self, o): return self.n == o.n
    def __repr__(self): return f"V{self.n}"
a, b = V(1), V(2)
print(a < b, a > b, a <= b, a >= b, a == b, a != b)
print(sorted([V(3), V(1), V(2)]), max([V(3), V(5)]), min(V(4), V(0)))
class OnlyLt:
    def __init__(self, n): self.n = n
    def __lt__(self, o): return self.n < o.n
try:
    OnlyLt(1) <= OnlyLt(2)
except TypeError as e:
    print(type(e).__name__, e)
print(OnlyLt(2) > OnlyLt(1))
