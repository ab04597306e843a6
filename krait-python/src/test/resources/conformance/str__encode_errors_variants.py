s = "café ☕"
print(s.encode("ascii", "ignore"), s.encode("ascii", "replace"), s.encode("ascii", "xmlcharrefreplace"))
print(s.encode("ascii", "backslashreplace"), s.encode("latin-1", "replace"), len(s.encode()))
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print(b"caf\xc3\xa9".decode(), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"))
print(b"a\xffb".decode("utf-8", "backslashreplace"))
