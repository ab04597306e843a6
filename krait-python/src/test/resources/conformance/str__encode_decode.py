s = "héllo €"
b = s.encode()
print(b, len(s), len(b))
print(s.encode("utf-8") == b, b.decode(), b.decode("utf-8"))
print("abc".encode("ascii"), s.encode("latin-1", errors="replace"))
print(s.encode("ascii", "ignore"), s.encode("ascii", "replace"))
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"))
print("😀".encode("utf-8"), "😀".encode("utf-16-le"))
