for i in range(10, 0, -3):
    print(i, end=" ")
print()
print(list(range(-5, 5, 4)), list(range(5, -5, -4)), list(range(0, 1, 5)))
r = range(2, 12, 3)
print(list(zip(r, r[1:])), [r.index(v) for v in r], r == range(2, 13, 3))
print(sum(range(1, 1001, 2)), len(range(1, 1001, 2)), 999 in range(1, 1001, 2), 1000 in range(1, 1001, 2))
