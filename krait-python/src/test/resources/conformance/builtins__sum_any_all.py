print(sum([1, 2, 3]), sum([1, 2], 10), sum([[1], [2]], []), sum([0.1] * 3), sum((), start=5))
print(sum(x for x in range(5)), sum([True, True]), sum([1.5, 2]))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
print(any([]), all([]), any([0, "", None]), all([1, "x", [0]]), any(x > 2 for x in [1, 3]))
def g():
    for v in [1, 0, 1 / 0]:
        yield v
print(all(g()))
