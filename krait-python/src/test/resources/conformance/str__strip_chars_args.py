print("xxhixx".strip("x"), "abcHIcba".strip("abc"), "  hi  ".lstrip(), repr("  hi  ".rstrip()))
print("www.example.com".strip("cmowz."), "\t\n x \r".strip(), "hello".strip(""), "hello".strip(None))
try:
    "a".strip(1)
except TypeError as e:
    print(e)
print("mississippi".rstrip("ips"), "0001200".lstrip("0"), "..a..".strip("."))
