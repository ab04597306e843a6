names = ["a", "b", "c"]
scores = [90, 85]
for i, (n, s) in enumerate(zip(names, scores)):
    print(i, n, s)
print(dict(enumerate("xyz")))
pairs = list(zip(range(3), range(3, 6), strict=True))
print(pairs, [a * b for a, b in pairs])
z = zip([1, 2], [3])
print(list(z), list(z))
print(list(zip(*zip("ab", "cd"))))
