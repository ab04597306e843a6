print("test_case".removeprefix("test_"), "test_case".removeprefix("x"), "".removeprefix("a"))
print("file.tar.gz".removesuffix(".gz"), "file".removesuffix(""), "aaa".removesuffix("aaaa"))
print("prefix".removeprefix("prefix") == "", "abab".removeprefix("ab"))
