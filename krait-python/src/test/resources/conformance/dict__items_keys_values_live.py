d = {"a": 1}
ks, vs, its = d.keys(), d.values(), d.items()
d["b"] = 2
print(list(ks), list(vs), list(its))
del d["a"]
print(ks, vs, its, len(its))
print(list(map(len, [ks, vs, its])), "b" in ks, 2 in vs, ("b", 2) in its)
print(sorted(d.items() | {("z", 0)}), reversed(d.keys()).__class__.__name__)
