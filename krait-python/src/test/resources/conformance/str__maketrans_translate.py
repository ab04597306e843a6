t = str.maketrans("abc", "xyz")
print("aabbcc dd".translate(t))
t2 = str.maketrans({"a": "1", "b": None, "c": "333"})
print("abcabc".translate(t2))
t3 = str.maketrans("ab", "AB", "z")
print("a zb z".translate(t3))
print(sorted(str.maketrans("ab", "cd").items()))
print("hello".translate({ord("l"): "L", ord("o"): None}))
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print(type(e).__name__, e)
