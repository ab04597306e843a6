# The same LOAD_ATTR / LOAD_METHOD site must see every change to classes and instances.
class Base:
    kind = "base"
    def greet(self):
        return "base-greet"

class A(Base):
    def __init__(self):
        self.x = 1

class B(Base):
    x = "class-x"

def probe(o):
    return (o.x, o.kind, o.greet())

objs = [A(), B(), A()]
for round_ in range(6):
    if round_ == 1:
        Base.greet = lambda self: "patched-greet"
    if round_ == 2:
        objs[0].greet = lambda: "instance-greet"
        objs[0].kind = "instance-kind"
    if round_ == 3:
        A.x = property(lambda self: "property-x")
    if round_ == 4:
        del Base.greet
        Base.greet = lambda self: "re-added"
        B.__getattribute__ = lambda self, name: f"hooked-{name}" if name != "greet" else (lambda: "hooked-greet")
    if round_ == 5:
        del B.__getattribute__
        del A.x
    out = []
    for o in objs:
        try:
            out.append(probe(o))
        except AttributeError as e:
            out.append(("AttributeError", str(e)))
    print(round_, out)

class Slotted:
    __slots__ = ("a",)
    def __init__(self):
        self.a = 5
s = Slotted()
vals = []
for i in range(3):
    vals.append(s.a)
    s.a += 1
print(vals)
try:
    for i in range(2):
        del s.a
        print(s.a)
except AttributeError as e:
    print("AttributeError", e)

class WithGetattr:
    def __getattr__(self, name):
        return f"dyn-{name}"
w = WithGetattr()
print([w.anything for _ in range(3)], [getattr(w, "other") for _ in range(2)])
w.anything = "set"
print([w.anything for _ in range(2)])

import types
ns = types.SimpleNamespace(v=1)
seen = []
for i in range(4):
    seen.append(ns.v)
    ns.v += 1
print(seen)
