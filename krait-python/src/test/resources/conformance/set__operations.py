a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [9]), a.intersection([2, 3, 7]), a.difference({1}, {2}), a.symmetric_difference([4, 8]))
print(a <= a, a < a, {1} < a, a >= {1, 2}, a.issubset(range(10)), a.issuperset([1]))
print(a.isdisjoint(b), a.isdisjoint({9}))
c = set(a)
c |= {10}; c &= {1, 10, 3}; c -= {3}; c ^= {1, 7}
print(c)
try:
    a | [1]
except TypeError as e:
    print(type(e).__name__, e)
