a, b = 1, 2
a, b = b, a
print(a, b)
t = 1, 2, 3
x, *rest = t
print(x, rest, type(rest).__name__)
(p, q), r = (1, 2), 3
print(p, q, r)
for i, (k, v) in enumerate([("a", 1), ("b", 2)]):
    print(i, k, v)
try:
    a, b = (1, 2, 3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, c = (1, 2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = 5
except TypeError as e:
    print(type(e).__name__, e)
