from collections import deque, namedtuple, ChainMap

q = deque(range(5), maxlen=3)
print(q, q.maxlen, len(q))
q.append(9)
q.appendleft(-1)
print(q)
q.extend([7, 8])
q.extendleft("ab")
print(q)
d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate(0)
d.rotate(12)
print(d, d.index(4), d.index(4, 1) if 4 in list(d)[1:] else "n/a", d.count(1))
try:
    d.index(99)
except ValueError as e:
    print("ValueError", e)
try:
    d.index(1, 3, 4)
except ValueError as e:
    print("ValueError", e)
d.insert(1, "x")
d.insert(-1, "y")
d.insert(100, "z")
print(d)
full = deque([1, 2], maxlen=2)
try:
    full.insert(0, 5)
except IndexError as e:
    print("IndexError", e)
for bad in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5],
            lambda: deque([1]).remove(2), lambda: deque(maxlen=-1), lambda: deque([1], maxlen="x")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
z = deque(maxlen=0)
z.append(1)
print(z, repr(deque()), deque("ab") + deque("c"), deque([1]) * 3, deque([1, 2]) == deque([1, 2]))
print(deque([1, 2]) < deque([1, 3]), list(reversed(deque("abc"))), deque("abc")[-1], deque("abcd")[1])
r = deque([1, 2, 3])
r[0] = 10
del r[1]
print(r, r.copy(), 3 in r, bool(deque()))
r.clear()
print(r)
try:
    deque() < [1]
except TypeError as e:
    print("TypeError", e)
dq = deque([1, 2, 3])
try:
    for x in dq:
        dq.append(x)
except RuntimeError as e:
    print("RuntimeError", e)

Point = namedtuple("Point", "x y")
p = Point(1, y=2)
print(p, p._fields, p._asdict(), p._replace(x=5), Point._make([3, 4]), p.x + p[1])
try:
    p._replace(z=1)
except ValueError as e:
    print("ValueError", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    Point._make([1])
except TypeError as e:
    print("TypeError", e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)
P3 = namedtuple("P3", ["x", "y", "z"], defaults=[0, 1])
print(P3(5), P3._field_defaults, P3(1, z=3))
R = namedtuple("R", ["a", "def", "a", "_x", "ok"], rename=True)
print(R._fields)
for args in (("Bad", "a a"), ("Bad", "def x"), ("Bad", "_x y"), ("1Bad", "a"), ("Bad", "a 1b")):
    try:
        namedtuple(*args)
    except ValueError as e:
        print("ValueError", e)
try:
    namedtuple("T", "a b", defaults=[1, 2, 3])
except TypeError as e:
    print("TypeError", e)


class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()

    def norm2(self):
        return self.x ** 2 + self.y ** 2

    def __repr__(self):
        return f"Vec<{self.x},{self.y}>"


v = Vec(3, 4)
print(v, v.norm2(), v._replace(x=0), type(v._replace(x=0)).__name__, Vec._make((1, 1)))
print(tuple(v), v == (3, 4), hash(v) == hash((3, 4)), sorted([Point(2, 1), Point(1, 5)]))
a, b = p
print(a, b, Point.__name__, Point.x.__doc__ if hasattr(Point.x, "__doc__") else None, Point.__doc__)

base = {"color": "red", "size": 1}
over = {"size": 2}
cm = ChainMap(over, base)
print(cm["color"], cm["size"], len(cm), sorted(cm), dict(cm), cm.get("zz", 0), "color" in cm)
cm["new"] = 1
print(over, cm.maps[0] is over)
child = cm.new_child()
child["size"] = 99
print(child["size"], cm["size"], child.parents["size"], len(child.maps), child.parents.maps[0] is over)
c2 = cm.new_child({"x": 1})
print(c2.maps[0], c2["x"])
try:
    del cm["color"]
except KeyError as e:
    print("KeyError", e)
del cm["new"]
print(repr(ChainMap({"a": 1}, {"b": 2})), repr(ChainMap()))
try:
    ChainMap({}, {"a": 1}).pop("a")
except KeyError as e:
    print("KeyError", e)
print(ChainMap({"a": 1}).pop("a"), ChainMap({"a": 1}, {"a": 2}).popitem())
cm3 = ChainMap({"a": 1}) | {"b": 2}
print(cm3, type(cm3).__name__, list(ChainMap({"b": 1}, {"a": 2, "b": 3})))
print(ChainMap({"a": 1}) == {"a": 1}, cm.copy() == cm, type(cm.copy()).__name__)
