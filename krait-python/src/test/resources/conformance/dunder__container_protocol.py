class Grid:
    def __init__(self): self.data = {}
    def __getitem__(self, key):
        print("get", key)
        return self.data.get(key, 0)
    def __setitem__(self, key, v):
        print("set", key, v)
        self.data[key] = v
    def __delitem__(self, key):
        print("del", key)
        del self.data[key]
    def __len__(self): return len(self.data)
    def __contains__(self, key): return key in self.data
    def __iter__(self): return iter(sorted(self.data))
g = Grid()
g[1, 2] = "a"
g[0, 0] = "b"
print(g[1, 2], g[5, 5], len(g), (0, 0) in g, (9, 9) in g)
g[1, 2] += "!"
del g[0, 0]
print(list(g), bool(g))
try:
    del g[7, 7]
except KeyError as e:
    print(type(e).__name__, e)
