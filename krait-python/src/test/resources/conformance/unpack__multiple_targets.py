a = b = c = [1]
a.append(2)
print(a, b, c, a is c)
x, y = y, x = 1, 2
print(x, y)
i = 0
items = [10, 20, 30]
i, items[i] = 1, 99
print(i, items)
d = {}
d["k"], d["j"] = "kv", "jv"
print(d)
a, b = b, a = [1, 2]
print(a, b)
