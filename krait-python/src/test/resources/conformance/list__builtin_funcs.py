a = [4, 8, 15, 16, 23, 42]
print(len(a), sum(a), min(a), max(a), sum(a) / len(a))
print(list(reversed(a)), sorted(a, reverse=True)[:2], a.index(15))
print(any(x > 40 for x in a), all(x > 3 for x in a), list(enumerate(a, 1))[:2])
print(list(filter(lambda x: x % 2, a)), list(map(lambda x: x // 2, a)))
print(list(zip(a, "abc")))
print([x for x in a if x > 10][::-1])
