t = (1, "a", 3.0, None)
print(t, len(t), t[1], t[-1], t[1:3])
print((), (1,), (1), tuple([1, 2]), tuple("ab"), tuple(range(2)))
print(t.count(1), t.index("a"), 3.0 in t)
print((1, 2) + (3,), (0,) * 3, (1, 2) < (1, 3))
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.index(99)
except ValueError as e:
    print(type(e).__name__, e)
print(hash((1, 2)) == hash((1, 2)), {(1, 2): "pt"}[(1, 2)])
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
