a = [1, 2, 3, 4, 5, 6]
for x in a[:]:
    if x % 2 == 0:
        a.remove(x)
print(a)
b = [1, 2, 3]
out = []
for x in b:
    out.append(x)
    if len(b) < 6:
        b.append(x * 10)
print(out, b)
c = list(range(5))
del c[1], c[2]
print(c)
