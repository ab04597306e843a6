d = {"a": 1, "b": 2, "c": 3}
print(d.get("a"), d.get("z"), d.get("z", 0))
print(d.setdefault("a", 9), d.setdefault("d", 4), d)
print(d.pop("b"), d.pop("zz", "dflt"), d)
print(d.popitem(), d)
d.update({"x": 10}, y=20)
d.update([("z", 30)])
print(d)
e = d.copy()
e["a"] = -1
print(d["a"], e["a"])
print(dict.fromkeys("abc"), dict.fromkeys([1, 2], 0))
d.clear()
print(d)
