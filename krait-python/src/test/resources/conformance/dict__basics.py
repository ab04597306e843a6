d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], "b" in d, 2 in d)
del d["b"]
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
d["a"] = 100
print(d)
print(dict(x=1, y=2), dict([("k", "v")]), dict({"m": 1}, n=2), dict(zip("ab", [1, 2])))
print({}, dict(), {1: {2: {3: 4}}})
