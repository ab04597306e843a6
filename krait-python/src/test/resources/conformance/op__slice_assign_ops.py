a = list(range(10))
a[2:5] = ["x"]
print(a)
a[::3] = [0, 0, 0]
print(a)
del a[1::2]
print(a)
a[:] = "abc"
print(a)
a[1:1] = [9, 9]
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
a[len(a):] = [7]
print(a)
