print(list(map(str.upper, ["a", "b"])), list(map(pow, [2, 3], [3, 2])))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(list(filter(str.isdigit, "a1b2c3")))
m = map(int, ["1", "x", "3"])
print(next(m))
try:
    next(m)
except ValueError as e:
    print(type(e).__name__, e)
print(next(m))
print(type(map(abs, [])).__name__, type(filter(None, [])).__name__, type(zip()).__name__)
