print("a", "b", "c")
print("a", "b", sep="-")
print("no newline", end="")
print(" <- joined")
print("x", "y", sep="", end="!\n")
print()
print(*[1, 2, 3], sep=", ")
print("multi\nline")
print(None, 1.5, [None], sep="|", end="|\n")
print("sep none", "ok", sep=None)
try:
    print("x", sep=5)
except TypeError as e:
    print(type(e).__name__, e)
