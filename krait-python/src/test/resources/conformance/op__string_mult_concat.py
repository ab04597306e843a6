print("ab" * 3, 3 * "ab", "x" * 0, "x" * -2)
print([0] * 3, [[]] * 2, (1, 2) * 2)
l = [[]] * 3
l[0].append(1)
print(l)
print("a" "b" 'c', "con" + "cat")
try:
    "a" * 2.0
except TypeError as e:
    print(type(e).__name__, e)
print(True * "yes", False * [1])
