# The same STORE_ATTR site must see every change that decides where a store goes: a
# __setattr__ added or removed, properties and descriptors appearing, slots, a cleared dict.
class Desc:
    def __get__(self, obj, owner=None):
        return ("desc-get", obj.__dict__.get("v"))

class P:
    pass

class Q(P):
    __slots__ = ()

class Slotted:
    __slots__ = ("v",)

def put(o, val):
    o.v = val
    return o.v

objs = [P(), Q(), P()]
log = []
for step in range(7):
    if step == 1:
        P.__setattr__ = lambda self, name, value: object.__setattr__(self, name, ("hooked", value))
    if step == 2:
        del P.__setattr__
        P.v = property(lambda self: ("prop", self.__dict__.get("v")),
                       lambda self, value: self.__dict__.__setitem__("v", value * 10))
    if step == 3:
        del P.v
        P.v = Desc()
    if step == 4:
        Desc.__set__ = lambda self, obj, value: obj.__dict__.__setitem__("v", value + 1000)
    if step == 5:
        del P.v
        objs[0].__dict__.clear()
        objs[0].__dict__["other"] = 1
    if step == 6:
        P.__slots__ = ("ignored",)
    log.append((step, [put(o, step) for o in objs], [sorted(vars(o)) for o in objs]))
for entry in log:
    print(entry)

s = Slotted()
print([put(s, i) for i in range(3)])
try:
    for i in range(2):
        s.w = i
except AttributeError as e:
    print("AttributeError", e)

class Frozen:
    def __init__(self):
        object.__setattr__(self, "x", 0)
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign {name}")
f = Frozen()
for i in range(2):
    try:
        f.x = i
    except AttributeError as e:
        print("AttributeError", e, f.x)

import types
ns = types.SimpleNamespace()
for i in range(3):
    ns.v = i
print(ns)
for i in range(2):
    try:
        (1).real = i
    except AttributeError as e:
        print("AttributeError", e)
