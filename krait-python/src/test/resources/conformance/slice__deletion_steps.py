a = list(range(12))
del a[::3]
print(a)
del a[-2:]
print(a)
del a[1:100:2]
print(a)
b = list(range(10))
del b[::-2]
print(b)
del b[:]
print(b)
c = bytearray(b"abcdef")
del c[1::2]
print(c)
d = {"k": [1, 2, 3]}
del d["k"][0:2]
print(d)
