f = frozenset([3, 1, 2, 1])
print(f, len(f), 1 in f, type(f).__name__)
print(f | {9}, type(f | {9}).__name__, type({9} | f).__name__)
print({f: "frozen key"}[frozenset({1, 2, 3})])
print(frozenset() == set(), frozenset("ab") == {"a", "b"})
try:
    f.add(4)
except AttributeError as e:
    print(type(e).__name__, e)
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print({frozenset([1]), frozenset([1])}, frozenset())
