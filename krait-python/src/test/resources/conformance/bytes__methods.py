b = b"  Hello, World  "
print(b.strip(), b.lower(), b.upper(), b.split(b","), b.split())
print(b.replace(b"l", b"L"), b.find(b"o"), b.rfind(b"o"), b.count(b"l"))
print(b.strip().startswith(b"He"), b.endswith((b"x", b"  ")), b.index(b"W"))
print(b"-".join([b"a", b"b"]), b"abc".center(7, b"*"), b"7".zfill(3))
print(b"a,b".partition(b","), b"abc".isalpha(), b"123".isdigit(), b"ab12".isalnum())
print(b"hello world".title(), b"hi".capitalize(), b"aBc".swapcase())
print(b"abc".removeprefix(b"a"), b"line1\nline2".splitlines())
print(b"abc".translate(bytes.maketrans(b"abc", b"xyz")), b"abcba".translate(None, b"b"))
