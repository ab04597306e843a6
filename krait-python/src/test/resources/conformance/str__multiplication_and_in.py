print("ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, repr("" * 5))
print("" in "abc", "bc" in "abc", "cb" in "abc", "a" not in "bcd")
try:
    "a" * 2.0
except TypeError as e:
    print(e)
try:
    1 in "abc"
except TypeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
