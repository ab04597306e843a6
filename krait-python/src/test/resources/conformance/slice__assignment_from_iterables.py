a = [0, 1, 2, 3, 4, 5]
a[1:3] = range(10, 13)
print(a)
a[::2] = (x * 100 for x in range(len(a[::2])))
print(a)
a[1:4] = {"k": 1}
print(a)
a[:0] = "ab"
print(a)
t = list("hello")
t[1:-1] = reversed(t[1:-1])
print("".join(t))
try:
    a[0:2] = 5
except TypeError as e:
    print(e)
