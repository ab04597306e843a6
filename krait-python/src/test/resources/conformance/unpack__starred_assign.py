a, *b, c = range(6)
print(a, b, c)
*a, b = "xyz"
print(a, b)
a, *b = [1]
print(a, b)
first, *middle, last = "p", "q"
print(first, middle, last)
[x, y], *z = [[1, 2], 3, 4]
print(x, y, z)
(a, b), (c, *d) = "ab", "cde"
print(a, b, c, d)
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
