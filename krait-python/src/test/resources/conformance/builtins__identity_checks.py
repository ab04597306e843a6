a = [1]
b = a
c = [1]
print(a is b, a is c, id(a) == id(b), id(a) == id(c))
x = None
print(x is None, type(x) is type(None))
print(int is int, type(1) is int, type(True) is not int)
s = object()
print(s is s, s == s, s != object())
