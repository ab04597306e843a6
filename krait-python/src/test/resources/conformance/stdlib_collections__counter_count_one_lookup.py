# Counter counting an iterable: exact int counts are bumped in place; other values (floats,
# None, objects with __add__/__sub__) still go through Python's + and -.
from collections import Counter


class Weird:
    def __init__(self, n):
        self.n = n

    def __add__(self, other):
        return Weird(self.n + other * 10)

    def __sub__(self, other):
        return Weird(self.n - other * 100)

    def __repr__(self):
        return "Weird(%d)" % self.n


words = ("a b c a b a " * 500).split()
c = Counter(words)
print(c.most_common(), sum(c.values()))
c.update(words[:7])
c.subtract(["a", "zz", "zz"])
print(sorted(c.items()))
c["a"] = 1.5
c["b"] = Weird(1)
c["c"] = True
c.update(["a", "b", "c", "c"])
print(sorted(c.items(), key=lambda kv: kv[0]))
c.subtract(["b", "a"])
print(c["a"], c["b"], c["c"])
big = Counter({"x": 2 ** 64})
big.update(["x"] * 3)
big.subtract(["x"])
print(big, type(big["x"]).__name__)
try:
    c["n"] = None
    c.update(["n"])
except TypeError as e:
    print("TypeError:", e)
try:
    Counter([[1]])
except TypeError as e:
    print("TypeError:", e)


class Sub(Counter):
    pass


s = Sub("mississippi")
print(sorted(s.items()), type(s).__name__)
d = Counter(x % 7 for x in range(10000))
print(sorted(d.items()))
