s = "Ünïcödé Straße ÉTÉ"
print(s.lower(), s.upper(), s.casefold())
print(s.encode("utf-8")[:5], len(s.encode("utf-8")), len(s))
print([c for c in s if not c.isascii()])
print("ǅ".istitle(), "Σ".lower(), "ς".upper(), "ﬀ".upper())
print("αβγ"[::-1], "αβγ".index("γ"), "αβγ".center(7, "·"))
