x = 10
g = globals()
print(g["x"], "x" in g, g["__name__"])
g["newvar"] = 5
print(newvar)
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
def h():
    v = 1
    loc = locals()
    loc["v"] = 99
    return v
print(h())
