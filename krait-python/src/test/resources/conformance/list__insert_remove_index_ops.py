a = ["a", "b", "c", "b"]
a.insert(-1, "x")
print(a, a.index("b"), a.index("b", 2), a.count("b"))
a.remove("b")
print(a)
a[len(a):] = ["end"]
a[:0] = ["start"]
print(a)
print(a.pop(2), a, a[-2:], a[:-2])
a.extend("yz")
print(a, len(a))
