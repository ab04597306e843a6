s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcHELLOcba".strip("abc"), "www.example.com".lstrip("w."))
print("123abc321".rstrip("123"), "aaa".strip("a") == "")
print(repr("\u3000 wide\u00a0".strip()))
print("--==data==--".strip("-="), "data".strip(""))
