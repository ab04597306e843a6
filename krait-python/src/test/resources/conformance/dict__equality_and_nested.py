a = {"a": [1, 2], "b": {"c": 3}}
b = {"b": {"c": 3}, "a": [1, 2]}
print(a == b, list(a) == list(b))
b["b"]["c"] = 4
print(a == b, a != b)
try:
    a < b
except TypeError as e:
    print(type(e).__name__, e)
print({1: 2} == {1.0: 2}, {"a": 1} == {"a": True})
print(repr({"k": "v", 2: None, (1,): [1]}))
