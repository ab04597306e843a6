a = [1, [2, 3]]
b = list(a)
b[1].append(4)
print(a, b, a == b)
c = [[]] * 3
c[0].append("x")
print(c, [id(x) == id(c[0]) for x in c])
m = [1, 2, 3]
for x in m[:]:
    if x % 2:
        m.remove(x)
print(m)
n = [1, 2, 3, 4]
print([x for x in n if x > 2], n * 0, n[::-1] + n, sorted(n + [0]), list(map(lambda p: p[0] * p[1], zip(n, n[1:]))))
