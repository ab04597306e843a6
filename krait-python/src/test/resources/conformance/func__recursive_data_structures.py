def depth(x):
    if isinstance(x, dict):
        return 1 + max((depth(v) for v in x.values()), default=0)
    if isinstance(x, list):
        return 1 + max((depth(v) for v in x), default=0)
    return 0
print(depth({"a": [1, {"b": []}]}), depth([]), depth(5), depth([[[[]]]]))
def permutations(s):
    if len(s) <= 1:
        return [s]
    return [s[i] + p for i in range(len(s)) for p in permutations(s[:i] + s[i + 1:])]
print(permutations("abc"))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
