s = "naïve 😀 日本"
print(len(s), [c for c in s if not c.isascii()], s[6], s[-2:], s.encode("utf-8")[:8], len(s.encode("utf-16-le")))
print(ascii(s), s.upper(), s.isprintable(), "😀".isalpha(), chr(0x1F600) == "😀", hex(ord("日")))
print(sorted("cbaé"), list(reversed("ab😀")), "😀" * 3, "é".center(5, "·"))
