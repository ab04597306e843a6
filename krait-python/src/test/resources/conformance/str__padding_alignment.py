print("[" + "ab".center(7) + "]", "[" + "ab".center(7, "*") + "]", "[" + "abc".center(6, "-") + "]")
print("[" + "ab".ljust(5) + "]", "[" + "ab".rjust(5, ".") + "]", "[" + "long".ljust(2) + "]")
print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(2), "".zfill(3))
print("a\tbc\td".expandtabs(), "a\tbc\td".expandtabs(4), "x\ty".expandtabs(0))
print(repr("12\t\n\t3".expandtabs(3)))
try:
    "x".center(5, "ab")
except TypeError as e:
    print(type(e).__name__, e)
