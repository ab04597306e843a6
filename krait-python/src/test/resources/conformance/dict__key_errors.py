d = {"a": 1}
try:
    d["missing"]
except KeyError as e:
    print(type(e).__name__, e, repr(e), e.args)
try:
    d.pop("nope")
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    d[[1]] = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    del d["zz"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    d[(1, 2)]
except KeyError as e:
    print(type(e).__name__, e)
try:
    d[""]
except KeyError as e:
    print(type(e).__name__, repr(str(e)))
