a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(None is None, 1 in a, 3 not in a)
print("ell" in "hello", "" in "abc", "x" not in "abc")
print(2 in {1: "a", 2: "b"}, "a" in {1: "a"})
print(3 in range(0, 10, 3), 4 in range(0, 10, 3))
print((1, 2) in [(1, 2), (3, 4)])
print(float("nan") in [float("nan")])
n = float("nan")
print(n in [n], n == n)
