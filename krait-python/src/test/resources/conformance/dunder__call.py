class Multiplier:
    def __init__(self, k): self.k = k
    def __call__(self, x, *rest, scale=1):
        return (x * self.k + sum(rest)) * scale
m = Multiplier(3)
print(m(2), m(2, 1, 1), m(2, scale=10), callable(m), list(map(m, [1, 2])))
class Counter:
    def __init__(self): self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
c = Counter()
c(); c()
print(c(), c.n)
