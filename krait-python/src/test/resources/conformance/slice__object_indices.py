s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step)
print(s.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10))
print(slice(5), slice(None), slice(1, 2) == slice(1, 2))
print("abcdefgh"[s], list(range(20))[slice(3)])
class Rec:
    def __getitem__(self, k): return k
r = Rec()
print(r[1:2], r[::3], r[1:2, 3], r[...], r[:, None])
