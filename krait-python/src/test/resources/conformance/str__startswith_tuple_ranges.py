urls = ["http://a", "https://b", "ftp://c", "file"]
print([u for u in urls if u.startswith(("http://", "https://"))])
print("filename.tar.gz".endswith((".gz", ".zip")), "x.py".endswith(".py", 0, 3), "abc".startswith("", 3), "abc".startswith("", 4))
print("abc".removeprefix("ab"), "abc".removesuffix("bc"), "abc".removeprefix("x"), "aaa".removeprefix("a"))
