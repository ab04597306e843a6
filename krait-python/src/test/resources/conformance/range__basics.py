print(range(5), range(1, 5), range(0, 10, 2), range(5, 0, -1))
print(list(range(0)), list(range(-3)), list(range(1, 10, 3)), list(range(10, 1, -3)))
r = range(3, 20, 4)
print(len(r), r[1], r[-1], r.start, r.stop, r.step, 7 in r, 8 in r, r.index(11), r.count(15))
print(range(0, 10, 2) == range(0, 9, 2), range(0) == range(5, 5), list(reversed(range(4))))
try:
    range(1, 2, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    r.index(4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    r[100]
except IndexError as e:
    print(type(e).__name__, e)
