d = dict.fromkeys("abc", 0)
print(d, dict.fromkeys([1, 2]), dict(a=1, **{"b": 2}), dict([("x", 1)], y=2), dict(zip("ab", range(2))))
print(d.pop("a"), d.pop("zz", "dflt"), d.setdefault("b", 5), d.setdefault("n", []), d.get("q"), d.get("q", 0))
d.update([("u", 1)], v=2)
print(d, d.popitem(), list(reversed(d)), d | {"b": 9}, {**d, "b": 10})
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print(e)
