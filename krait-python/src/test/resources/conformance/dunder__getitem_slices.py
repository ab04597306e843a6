class Seq:
    def __init__(self, data): self.data = data
    def __len__(self): return len(self.data)
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return Seq(self.data[idx])
        return self.data[idx]
    def __repr__(self): return f"Seq({self.data})"
s = Seq([0, 1, 2, 3, 4, 5])
print(s[2], s[-1], s[1:4], s[::-2], s[::2][1])
print(list(s), 3 in s, [x for x in s if x % 2])
try:
    s[10]
except IndexError as e:
    print(type(e).__name__, e)
a, b, *c = s
print(a, b, c)
