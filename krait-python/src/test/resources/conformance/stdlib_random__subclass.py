import random

class Fixed(random.Random):
    """A generator whose random() is a simple LCG: every float-based method must use it."""
    def __init__(self, seed=1):
        self.state = seed
        super().__init__(seed)

    def random(self):
        self.state = (self.state * 1103515245 + 12345) % 2**31
        return self.state / 2**31

f = Fixed(7)
print([round(f.random(), 10) for _ in range(3)])
print(round(f.uniform(1, 2), 10), round(f.triangular(0, 10, 5), 10), round(f.expovariate(2), 10),
      round(f.normalvariate(0, 1), 10), round(f.gauss(0, 1), 10), round(f.betavariate(2, 3), 10))
print(f.randrange(100), f.randint(1, 6), f.choice("abcdef"), f.sample(range(20), 4))
items = list(range(10))
f.shuffle(items)
print(items, f.choices("xyz", k=4), f.choices("xyz", weights=[1, 2, 3], k=4))

class Logged(random.Random):
    calls = 0
    def seed(self, a=None, version=2):
        Logged.calls += 1
        super().seed(a)

g = Logged(5)
print(Logged.calls, g.randint(1, 100), isinstance(g, random.Random))
g.seed(5)
print(Logged.calls, g.randint(1, 100))
h = random.Random(5)
print(h.randint(1, 100), h.randint(1, 100))

class Bits(random.Random):
    def getrandbits(self, k):
        return (1 << k) - 1 if k else 0

b = Bits(3)
print(b.randrange(10) if False else "skip", round(b.random(), 6) < 1)

class Stateful(random.Random):
    pass

s1 = Stateful(99)
s2 = random.Random(99)
print([s1.random() == s2.random() for _ in range(3)], s1.getstate() == s2.getstate(), type(s1).__mro__[1].__name__)
s1.extra = "attr"
print(s1.extra, hasattr(s2, "__dict__"))
sr = random.SystemRandom()
print(0 <= sr.random() < 1, 1 <= sr.randint(1, 3) <= 3, isinstance(sr, random.Random))
try:
    sr.getstate()
except NotImplementedError as e:
    print(type(e).__name__, e)
print(sr.seed(1), len(sr.sample(range(50), 10)))
