# What subclasses of UserDict/UserList/UserString rely on (every method going through the
# overridable ones), the views of their keys/items/values, ChainMap scoping, and the options
# of namedtuple.
import copy
from collections import ChainMap, UserDict, UserList, UserString, namedtuple
from collections.abc import ItemsView, KeysView, Mapping, MutableMapping, MutableSequence, Sequence, ValuesView


class Audited(UserDict):
    """Records every write, whichever method caused it."""

    def __init__(self, *args, **kwargs):
        self.writes = []
        super().__init__(*args, **kwargs)

    def __setitem__(self, key, value):
        self.writes.append(key)
        super().__setitem__(key, value)


a = Audited({"x": 1}, y=2)
a.update([("z", 3)], w=4)
a.setdefault("v", 5)
a |= {"u": 6}
print(a.writes, dict(a), len(a))
print(a.pop("x"), a.pop("missing", "fallback"), a.get("y"), a.get("nope", 0))
try:
    a.pop("missing")
except KeyError as e:
    print("KeyError", e)
keys, items, values = a.keys(), a.items(), a.values()
print(type(keys).__name__, isinstance(keys, KeysView), isinstance(items, ItemsView), isinstance(values, ValuesView))
a["t"] = 7
print(list(keys), ("t", 7) in items, ("t", 8) in items, 7 in values, len(values))
print(keys & {"y", "q"}, sorted(keys | {"q"}), sorted(keys - {"y"}), keys == set(a.data), keys <= {"nope"})
print(repr(keys), repr(values)[:11])
c = copy.copy(a)
c["extra"] = 0
print(type(c).__name__, "extra" in a, c.writes[-1], a.copy() == a, type(a.copy()).__name__)
print(isinstance(a, MutableMapping), isinstance(a, Mapping), isinstance(a, dict), a == dict(a), a != {})
try:
    hash(a)
except TypeError as e:
    print("TypeError", e)
try:
    reversed(a)
except TypeError as e:
    print("TypeError", e)
a.clear()
print(dict(a), a.popitem() if a else "empty", Audited.fromkeys("ab", 1).writes)
try:
    UserDict().popitem()
except KeyError as e:
    print("KeyError", repr(e))

match UserDict(kind="circle", r=2):
    case {"kind": "circle", "r": r}:
        print("matched a circle of radius", r)


class Clamped(UserList):
    """Items are stored clamped to 0..9, through every way of adding them."""

    def __setitem__(self, i, value):
        super().__setitem__(i, min(9, max(0, value)))

    def __getitem__(self, i):
        value = super().__getitem__(i)
        return value if isinstance(i, slice) else f"<{value}>"


cl = Clamped([3, 12, -4])
cl[0] = 40
print(cl, list(cl), list(reversed(cl)), cl[1:], type(cl[1:]).__name__)
print(cl + [1], type([1] + cl).__name__, cl * 2, isinstance(cl, MutableSequence), cl.count(12))
cl.extend(Clamped([5]))
cl.insert(0, 2)
print(cl.data, cl.pop(), cl.index(2), cl == [2, 40, 12, -4], cl < [3], 12 in cl)
dup = copy.copy(cl)
dup.append(1)
print(cl.data, dup.data, type(dup).__name__)
match UserList([1, 2]):
    case [first, second]:
        print("sequence pattern:", first, second)


class Tagged(UserString):
    def tag(self):
        return f"#{self}"


s = Tagged("Hello, World")
print(type(s.lower()).__name__, s.lower().tag(), s.split(", "), s.find(Tagged("W")), s.count(UserString("l")))
print(s.replace(UserString("World"), "There").tag(), s.removeprefix(Tagged("Hello")), s.startswith("He"))
print(list(s[:3]), type(s[0]).__name__, list(reversed(s))[:2], "World" in s, Tagged("o") in s)
print(s + "!", "> " + s, s * 2, isinstance(s, Sequence), s == "Hello, World", s < "Z", hash(s) == hash(s.data))
print(UserString("%s=%d") % ("n", 5), Tagged(3.5).data, float(UserString("2.5")), s.encode(None, None))
print(UserString.maketrans("ab", "xy"), UserString("abc").translate(UserString.maketrans("ab", "xy")))
match Tagged("ok"):
    case [first, *rest]:
        print("a UserString matches sequence patterns:", first, rest)
try:
    s.startswith(UserString("He"))
except TypeError as e:
    print("TypeError", e)

# ChainMap: lookups through every map, writes to the first
defaults = {"color": "red", "size": "M"}
env = {"size": "L"}
cli = {}
settings = ChainMap(cli, env, defaults)
print(settings["color"], settings["size"], len(settings), sorted(settings), settings.get("shape", "none"))
settings["color"] = "blue"
print(cli, defaults["color"], settings.maps[0] is cli)
child = settings.new_child({"size": "S"})
print(child["size"], child.parents["size"], len(child.maps), dict(child) == {"color": "blue", "size": "S"})
del settings["color"]
print(settings["color"], cli)
try:
    del settings["size"]
except KeyError as e:
    print("KeyError", e)
print(repr(ChainMap({"a": 1}, {"b": 2})), "b" in ChainMap({}, {"b": 2}), bool(ChainMap({})))

# namedtuple options
Point = namedtuple("Point", "x y", defaults=[0])
print(Point(1), Point(1, 2)._replace(y=5), Point._fields, Point._field_defaults, Point(3)._asdict())
Row = namedtuple("Row", ["id", "class", "def", "id"], rename=True)
print(Row._fields, Row(1, 2, 3, 4))
Rec = namedtuple("Rec", "a, b", module="records")
print(Rec.__module__, Rec._make([1, 2]), Rec(b=2, a=1) == (1, 2), Rec.__name__)
try:
    namedtuple("Bad", "ok class")
except ValueError as e:
    print("ValueError", e)
try:
    Point()
except TypeError as e:
    print("TypeError", e)
