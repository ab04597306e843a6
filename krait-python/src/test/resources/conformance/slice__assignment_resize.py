a = list(range(10))
a[2:5] = ["x"]
print(a)
a[1:1] = [100, 200]
print(a)
a[:] = a[::-1]
print(a)
a[-2:] = []
print(a)
a[len(a):] = [7, 8]
print(a)
a[::3] = [0] * len(a[::3])
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(e)
a[2:4] = "ab"
print(a)
a[5:2] = [9]
print(a)
