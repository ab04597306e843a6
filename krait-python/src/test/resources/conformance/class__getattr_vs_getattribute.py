class Tracer:
    def __init__(self): self.real = 1
    def __getattribute__(self, name):
        if name.startswith("secret"):
            raise AttributeError(f"no access to {name}")
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return f"<default {name}>"
t = Tracer()
print(t.real, t.missing, t.secret_key, getattr(t, "other", "dflt"), hasattr(t, "anything"))
class Proxy:
    def __init__(self, target): object.__setattr__(self, "_target", target)
    def __getattr__(self, name): return getattr(self._target, name)
    def __setattr__(self, name, value): setattr(self._target, name, value)
class Obj: pass
o = Obj(); p = Proxy(o)
p.color = "red"
print(o.color, p.color, "color" in vars(o), "color" in vars(p))
class Strict:
    def __getattr__(self, name):
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
try:
    Strict().foo
except AttributeError as e:
    print(e)
print(getattr(Strict(), "foo", None))
