t = str.maketrans("abc", "xyz", "d")
print("abcd-abcd".translate(t), t[ord("a")], t[ord("d")])
print("hello".translate({ord("l"): None, ord("o"): "0"}), "abc".translate({97: "AA"}), str.maketrans({"a": "1", "b": None}))
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print(e)
print("a-b_c".translate(str.maketrans("-_", "  ")))
