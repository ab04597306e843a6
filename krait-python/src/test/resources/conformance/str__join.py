print(",".join(["a", "b", "c"]))
print("".join(reversed("stressed")))
print(" - ".join(str(i) for i in range(4)))
print("x".join("abc"), "|".join([]), "|".join(["only"]))
print(", ".join({"k1": 1, "k2": 2}))
try:
    ",".join([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    ",".join(["a", None])
except TypeError as e:
    print(type(e).__name__, e)
