d = {"a": 1, "b": 2}
k, v, it = d.keys(), d.values(), d.items()
d["c"] = 3
print(k, v, it, len(k), "c" in k, 3 in v, ("a", 1) in it)
print(k & {"a", "z"}, sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}), it & {("b", 2)}, sorted(k, reverse=True))
print(d.keys() == {"a", "b", "c"}, list(v) == [1, 2, 3], type(k).__name__, type(v).__name__, type(it).__name__)
try:
    for key in d:
        d[key + "x"] = 0
except RuntimeError as e:
    print(e)
