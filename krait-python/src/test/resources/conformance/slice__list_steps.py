a = list(range(10))
print(a[::3], a[::-3], a[7:1:-2], a[-2::-4])
print(a[1:-1][::2], a[:0], a[5:5], a[-100:100])
print(a[None:None:None] == a, a[slice(2, 8, 3)])
b = a[:]
b.reverse()
print(b == a[::-1], a)
