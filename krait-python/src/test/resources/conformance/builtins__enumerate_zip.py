print(list(enumerate("abc")), list(enumerate("abc", start=10)), list(enumerate([], 5)))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
print(list(zip(*[(1, "a"), (2, "b")])))
try:
    list(zip([1, 2], "abc", strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1, 2, 3], "ab", strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1], [2], [3, 4], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
print(list(zip("ab", "cd", strict=True)))
e = enumerate("xy")
print(next(e), next(e), next(e, "done"))
