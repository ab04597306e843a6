d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
e = {True: "t", 1: "one", 1.0: "f"}
print(e)
f = {0: "z", False: "f", 0.0: "zf", -0.0: "nz"}
print(f)
print({1, 1.0, True}, {0, False, 0.0})
print(d[1], d[1.0], d[True])
g = {}
g[2.0] = "a"
g[2] = "b"
print(g, list(g)[0], type(list(g)[0]).__name__)
