print(str(123), str(-1.5), str([1, "a"]), str((1,)), str({"a": 1}), str(None))
print(str(b"abc"), str(b"abc", "utf-8"), str(bytearray(b"x"), encoding="ascii"))
print(str(), repr(str()), str("x") is not None)
class A:
    def __str__(self): return "A-str"
    def __repr__(self): return "A-repr"
print(str(A()), repr(A()), [A()], f"{A()}", f"{A()!r}")
try:
    str(b"\xff", "utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
