class Tree(dict):
    def __missing__(self, key):
        self[key] = Tree()
        return self[key]
t = Tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
print(t)
print(t.get("zz"), "zz" in t)
class Lower(dict):
    def __getitem__(self, k): return super().__getitem__(k.lower())
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
l = Lower()
l["KEY"] = 1
print(l["key"], l["Key"], l, dict(l))
