print(str(), str(1.0), str(-0.0), str(1e100), str([1, "a"]), str({"a": 'b"c'}), str(None), str(b"x"), str(...))
print(str(b"abc", "ascii"), str(bytearray(b"z"), encoding="utf-8"), repr(str(object))[:15])
print(repr("'"), repr('"'), repr("'\""), repr("\\"), repr("\x00\x7f\x80"), repr("\u200b"), repr("😀"))
try:
    str(b"x", "nope")
except LookupError as e:
    print(type(e).__name__, e)
