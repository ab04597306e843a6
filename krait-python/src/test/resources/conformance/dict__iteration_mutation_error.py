d = {"a": 1, "b": 2}
try:
    for k in d:
        d[k + "x"] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1, "b": 2}
for k in list(d):
    if d[k] == 1:
        del d[k]
print(d)
d2 = {1: 1}
for k in d2:
    d2[k] = 5
print(d2)
