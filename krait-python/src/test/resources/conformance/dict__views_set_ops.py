d = {"a": 1, "b": 2, "c": 3}
k = d.keys()
print(k, type(k).__name__)
d["d"] = 4
print(k, len(k))
print(sorted(k & {"a", "z"}), sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}))
print(d.items() & {("a", 1), ("b", 9)}, ("a", 1) in d.items(), "a" in d.keys())
print(d.values(), 3 in d.values())
print(k == {"a", "b", "c", "d"}, k.isdisjoint({"x"}))
try:
    d.values() & {1}
except TypeError as e:
    print(type(e).__name__, e)
