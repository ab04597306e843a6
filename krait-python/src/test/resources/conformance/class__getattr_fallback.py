class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        print("getattr", name)
        if name.startswith("x_"):
            raise AttributeError(f"no {name}")
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
p.sort()
print(p._target, p.count(1))
print(hasattr(p, "x_y"), getattr(p, "x_z", "default"))
class Dyn:
    a = 1
    def __getattr__(self, n): return n * 2
d = Dyn()
print(d.a, d.bc, d.__dict__)
