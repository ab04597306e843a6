class P:
    cls_attr = "c"
    def method(self): return "m"
p = P()
print(p.__dict__)
p.a = 1
p.__dict__["b"] = 2
print(p.__dict__, p.b)
p.method = lambda: "instance override"
print(p.method(), P.method(p))
del p.method
print(p.method())
print(sorted(k for k in P.__dict__ if not k.startswith("__")))
try:
    P.__dict__["x"] = 1
except TypeError as e:
    print(type(e).__name__, e)
print(type(P.__dict__).__name__)
