print("-".join(["a", "b"]), "".join(reversed("abc")), ", ".join(str(i) for i in range(3)), "x".join("abc"))
print("|".join({"k1": 1, "k2": 2}), " ".join(()), "-".join(map(str.upper, ["a", "b"])))
try:
    "-".join(["a", 1, "b"])
except TypeError as e:
    print(e)
try:
    "-".join(5)
except TypeError as e:
    print(e)
