d = {i: i * i for i in range(6)}
for k in [k for k in d if k % 2]:
    del d[k]
print(d)
lst = list("abcdef")
del lst[::2]
print(lst)
del lst[:]
print(lst)
class C:
    x = 1
    y = 2
del C.x
print(hasattr(C, "x"), C.y)
try:
    del C.x
except AttributeError as e:
    print(type(e).__name__, e)
a = [1, 2]
b = a
del a
print(b)
