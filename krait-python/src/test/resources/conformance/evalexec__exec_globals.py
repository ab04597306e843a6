g = {}
exec("x = 5\ndef f(y):\n    return x + y\nresult = f(10)", g)
print(g["x"], g["result"], g["f"](1), sorted(k for k in g if not k.startswith("__")))
code = """
total = 0
for i in range(5):
    total += i
"""
ns = {"__name__": "sandbox"}
exec(code, ns)
print(ns["total"], ns["__name__"])
print(exec("1 + 1"))
loc = {}
exec("a = 1\nb = a + 1", {}, loc)
print(loc)
