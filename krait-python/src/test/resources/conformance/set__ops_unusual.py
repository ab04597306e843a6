s = {3, 1, 2}
print(s.union([4], (5,)), s.intersection("12", [1, 2]), s.difference([1], [2]), s.symmetric_difference([3, 4]))
print(s.issubset(range(5)), s.issuperset([1]), s.isdisjoint({9}), {1, 2} == frozenset([1, 2]), frozenset([1]) | {2})
s.update([7], {8}); s.discard(99); s.difference_update({7}); s.intersection_update(range(10))
print(sorted(s), len(s), type(frozenset() | set()).__name__, type(set() | frozenset()).__name__)
try:
    s.remove(99)
except KeyError as e:
    print("KeyError", e)
try:
    {[]}
except TypeError as e:
    print(e)
print({frozenset({1}): "ok"}[frozenset([1])], sorted(set("aabbc") - set("b")), {x % 3 for x in range(10)})
