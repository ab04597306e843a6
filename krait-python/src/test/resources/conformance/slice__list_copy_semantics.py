a = [[1], [2]]
b = a[:]
b[0].append(9)
b.append([3])
print(a, b, a is b, a[0] is b[0])
c = a[::-1]
c[0][0] = "x"
print(a, c)
m = [[0] * 3] * 2
m[0][0] = 1
print(m)
m2 = [[0] * 3 for _ in range(2)]
m2[0][0] = 1
print(m2)
