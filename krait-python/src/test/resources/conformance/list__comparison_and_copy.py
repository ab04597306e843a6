a = [1, [2, 3]]
b = a[:]
c = list(a)
b[1].append(4)
print(a, b, c, a == b, a is b, a[1] is c[1])
print([1, 2] * 2, [[0] * 2 for _ in range(2)])
print([1, 2, 3] < [1, 2, 4], [2] > [1, 100], [] == [], [None] != [])
x = [1]
x.append(x)
print(x)
print(list("abc"), list(range(3)), list({"a": 1}), list((1, 2)))
