a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
a |= b
print(a)
a |= [("w", 0)]
print(a)
try:
    a | [("q", 1)]
except TypeError as e:
    print(type(e).__name__, e)
print({**b, **{"z": 0}}, dict(b, **{"k": 1}))
