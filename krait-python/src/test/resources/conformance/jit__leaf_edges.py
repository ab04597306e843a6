# Leaf entries (small functions run without a frame) meet every edge that must hand over to
# the interpreter: builtins shadowed or of other types, big ints, new attributes, errors inside.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def manhattan(self):
        return abs(self.x) + abs(self.y)

    def size(self):
        return len(self.items) if hasattr(self, "items") else -1


def first(seq):
    return seq[0]


def neg(v):
    return -v


def inv(v):
    return not v


def count(c):
    return len(c)


def twice(v):
    return neg(neg(v))


class Sized(list):
    def __len__(self):
        return 42


for i in range(300):
    v = Vec(i - 150, 3)
    total = v.manhattan() + count([1, 2, 3]) + twice(i) + first((i, 0))
print(total)
print(Vec(-2**70, 1).manhattan())
print(Vec(1.5, -2.5).manhattan())
print(count(Sized([1])), count("héllo"), count({1: 2}), count((1, 2)))
print(neg(2**63), neg(-2**63), neg(1.5), neg(True))
print(inv(0), inv([]), inv("x"), inv(None))
print(first([9, 8]), first("ab"), first({0: "zero"}))
w = Vec(1, 2)
w.extra = 5
w.__init__(7, 8)
print(w.x, w.y, w.extra, sorted(vars(w)))
try:
    Vec(None, 1).manhattan()
except TypeError as e:
    print("TypeError:", e)
try:
    first([])
except IndexError as e:
    print("IndexError:", e)
try:
    count(5)
except TypeError as e:
    print("TypeError:", e)
len = lambda c: 99
print(count([1]))
del len
abs = lambda v: "shadowed"
print(Vec(1, 1).manhattan() if False else "skip")
try:
    print(Vec(-1, 2).manhattan())
except TypeError as e:
    print("TypeError:", e)
del abs
print(Vec(-1, 2).manhattan())
print(sorted([3, -1, 2], key=neg), sorted(["b", "a"], key=first))
print(list(map(neg, [1, 2**64])), min([3, 1, 2], key=neg), max([(1, 2), (0, 5)], key=first))
print(sorted([2**70, 1, -3, 0.5], key=neg))
print(sorted([5, 3, 5, 1, 3], key=lambda x: -x), sorted(range(20), key=lambda x: x % 3))
