n = 7 ** 77
s = str(n)
print(len(s), s[:10], s[-10:])
print(int(s) == n, int(s[::-1]) % 1000)
print(sum(int(c) for c in str(2 ** 200)))
print(str(-(3 ** 40)))
print(repr(2 ** 64), f"{2 ** 64:>30}")
