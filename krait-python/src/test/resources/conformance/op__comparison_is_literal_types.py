print(type(1 < 2).__name__, 1 < 2 < 3)
print((1 < 2) + (2 < 3))
x = [1, 2, 3]
print(x == x[:], x is x[:])
print(None == 0, None == None, None != False)
print(NotImplemented.__class__.__name__, Ellipsis, ...)
print(... is Ellipsis, type(...).__name__)
