nums = range(1, 21)
a = [n * n for n in nums if n % 3 == 0]
b = []
for n in nums:
    if n % 3 == 0:
        b.append(n * n)
print(a == b, a)
pairs = [(x, y) for x in range(4) for y in range(x) if (x + y) % 2]
print(pairs)
print([[c for c in w if c not in "aeiou"] for w in ["hello", "sky"]])
