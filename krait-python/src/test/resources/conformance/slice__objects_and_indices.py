sl = slice(1, None, 2)
print(sl, sl.start, sl.stop, sl.step, "abcdef"[sl], sl.indices(6), slice(None, None, -1).indices(5))
print(slice(-3, None).indices(10), slice(5), repr(slice(1, 2, 3)), slice(1, 2) == slice(1, 2))
class Seq:
    def __getitem__(self, key):
        return key
s = Seq()
print(s[1:2], s[::], s[1:2, 3], s[..., 1], s[:, None])
try:
    slice(0, 5, 0).indices(5)
except ValueError as e:
    print(e)
try:
    [1, 2][::0]
except ValueError as e:
    print(e)
