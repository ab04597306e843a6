# Sorting keys that are all of one plain kind takes a shortcut: it must order exactly as the
# general comparison does, and step aside for anything else (subclasses, mixed kinds, NaN).
import math

print(sorted([5, -3, 2**62, -2**63, 0, 7, 7, 1]))
print(sorted([3, 2**70, -2**65, 1]))
print(sorted(["b", "a", "\U0001f600", "\uffff", "ab", ""]))
print(sorted([2.5, -1.0, 0.0, -0.0, 1e300]))
nan = float("nan")
print(sorted([(1.0, "x"), (nan, "n"), (0.5, "y"), (1.0, "a")]))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a")]))
print(sorted([("k", 3), ("j", 9), ("k", 1)], reverse=True))
print(sorted([(1, 2), (1,), (0, 5, 5), (1, 1)]))

class Backwards(int):
    def __lt__(self, other):
        return int(self) > int(other)

print(sorted([Backwards(1), Backwards(3), Backwards(2)]))
print(sorted([True, 2, False, 1]))
print(sorted([1, 2.5, 0, -1.5]))
words = ["pear", "fig", "apple", "kiwi", "date"]
print(sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
print(sorted(range(20), key=lambda v: (v % 3, -v)))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
stable = sorted([(i % 3, i) for i in range(9)], key=lambda p: p[0])
print(stable)
print(math.isnan(sorted([nan, 1.0])[0]), sorted([nan, 1.0])[1])
