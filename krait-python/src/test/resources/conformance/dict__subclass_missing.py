class Counter(dict):
    def __missing__(self, key):
        return 0
c = Counter()
for ch in "hello":
    c[ch] += 1
print(c, c["z"], "z" in c, len(c))
print(c.get("q"), type(c).__name__, isinstance(c, dict))
class Loud(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v.upper())
l = Loud()
l["a"] = "x"
l.update(b="y")
print(l)
