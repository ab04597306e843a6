_missing = object()
def get(d, key, default=_missing):
    if key in d:
        return d[key]
    if default is _missing:
        raise KeyError(key)
    return default
d = {"a": None}
print(get(d, "a"), get(d, "b", None), get(d, "b", 0))
try:
    get(d, "b")
except KeyError as e:
    print(type(e).__name__, e)
print([x for x in [0, None, "", False, []] if x is not None])
print(sorted([3, None, 1], key=lambda v: (v is None, v or 0)))
