g = (i for i in range(2))
print(next(g, None), next(g, None), next(g, None), next(g, "x"))
it = iter({})
print(next(it, "empty"))
d = {"a": 1}
print(next(iter(d)), next(iter(d.values())), next(iter(d.items())))
print(next((x for x in range(10) if x > 4), -1), next((x for x in range(3) if x > 4), -1))
