s = "".join(chr(i) for i in range(128))
print(s.upper() == s.upper(), repr(s.upper()), repr(s.lower()), "Straße ǅ İx".upper(), "ǅ İX ΣΑΣ".lower(), "abc".upper() is "abc".upper())
class I(int):
    def __getitem__(self, k): return 42
print("%(a)s" % I(3), "%d" % 5, "%s" % 2.5, "%r" % "x")
try: print("%(a)s" % 5)
except TypeError as e: print(e)
