print(repr("ab".center(7, "*")), repr("abc".center(6, "-")), repr("abc".center(2)), repr("a".center(4)))
print("7".zfill(4), "-7".zfill(4), "+7".zfill(4), "abc".zfill(5), "".zfill(3), "-".zfill(3))
print("x".ljust(3, "."), "x".rjust(3, "."), "tab\tbed".expandtabs(4), "a\tb".expandtabs(), "ab\tc".expandtabs(0))
try:
    "x".center(5, "ab")
except TypeError as e:
    print(e)
