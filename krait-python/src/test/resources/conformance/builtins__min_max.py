print(min(3, 1, 2), max([3, 1, 2]), min("hello"), max("a", "b", key=ord))
print(max([], default="empty"), min([], default=None), max([5], default=0))
print(min([(1, "b"), (1, "a")]), max(["aa", "b", "cc"], key=len))
print(min([3, -4, 2], key=abs), max({"a": 3, "b": 5}, key=lambda k: {"a": 3, "b": 5}[k]))
try:
    max([])
except ValueError as e:
    print(type(e).__name__, e)
try:
    min()
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(1)
except TypeError as e:
    print(type(e).__name__, e)
print(max(1, 1.0), max(1.0, 1), min(True, 1))
