a = list(range(8))
a[1:7:2] = "xyz"
print(a)
a[::-1] = range(8)
print(a)
a[2:6] = []
print(a)
a[:0] = [100, 101]
print(a)
try:
    a[::2] = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
del a[::-2]
print(a)
b = bytearray(b"abcdef")
b[1:3] = b"XYZW"
print(b)
