s = slice(1, 5)
print(s, [0, 1, 2, 3, 4, 5][s], "abcdef"[slice(None, None, 2)])
print(slice(1, 2, 3).start, slice(4).stop, slice(4).start)
print(slice(0, 10, 3).indices(7))
print(slice(1, 2) == slice(1, 2), slice(1, 2) != slice(1, 3))
try:
    slice()
except TypeError as e:
    print(type(e).__name__, e)
