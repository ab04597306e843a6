data = "naïve café ☕".encode("utf-8")
print(data)
print(data.decode("utf-8"), len(data))
print(data.decode("ascii", errors="replace"))
print(data.decode("latin-1"))
print("abc".encode() == b"abc", "abc".encode("utf-16")[:2] in (b"\xff\xfe", b"\xfe\xff"))
try:
    data.decode("ascii")
except UnicodeDecodeError as e:
    print(type(e).__name__, e.reason, e.start, e.end)
print(bytes("x", "ascii"), str(b"\xc3\xa9", "utf-8"))
