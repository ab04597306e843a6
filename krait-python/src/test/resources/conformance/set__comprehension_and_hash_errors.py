print({x % 5 for x in range(20)})
print({x for x in "abcabc"} == {"a", "b", "c"})
try:
    {[1, 2]}
except TypeError as e:
    print(type(e).__name__, e)
try:
    set([{}, 1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    {1} & 1
except TypeError as e:
    print(type(e).__name__, e)
print({-1, -2, 0, 5, 3}, {10, 20, 5})
