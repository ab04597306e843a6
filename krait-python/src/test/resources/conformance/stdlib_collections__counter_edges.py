from collections import Counter, defaultdict, OrderedDict

c = Counter("abracadabra")
print(c, c.most_common(2), c.total(), sorted(c.elements()))
d = Counter(a=3, b=-2, c=0)
print(d, +d, -d, d.total())
print(Counter(a=3, b=1) - Counter(a=1, b=5), Counter(a=1) + Counter(a=-1, b=2))
print(Counter(a=3, b=1) | Counter(a=1, b=5), Counter(a=3, b=1) & Counter(a=1, b=5))
e = Counter(a=4, b=2)
e.subtract(a=1, c=3)
print(e)
e.subtract(["a", "a", "z"])
print(e)
e.subtract({"b": 10})
print(e)
e.update("aab")
e.update({"q": 2}, r=1)
print(e, e["missing"], "missing" in e)
del e["missing"]
print(len(e))
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) < Counter(a=2), Counter(a=1) <= Counter(a=1, b=1))
print(Counter(a=2) > Counter(a=1), Counter(a=1) >= Counter(a=1, b=0), Counter() == {})
print(repr(Counter()), repr(Counter({"x": 1, "y": 3, "z": 2})), str(Counter(b=1, a=1)))
print(Counter("hello").most_common(), Counter("hello").most_common(0), Counter("aab").most_common(10))
f = Counter(dog=2, cat=2, ant=5)
print(list(f), list(f.items()), sorted(f, key=f.get))
print(Counter(a=1.5, b=0.5).total(), Counter(x=2) * 1 if False else Counter(x=2) + Counter())
g = f.copy()
g["dog"] += 1
print(f["dog"], g["dog"], type(g).__name__)
print(Counter.fromkeys if False else "skip")
try:
    Counter.fromkeys("abc")
except NotImplementedError as ex:
    print("NotImplementedError", ex)
try:
    Counter(a=1) + {"a": 1}
except TypeError as ex:
    print("TypeError", ex)
h = Counter(a=2)
h += Counter(a=-5, b=1)
print(h)
h -= Counter(b=3)
print(h)
h |= Counter(z=1)
h &= Counter(z=5, a=0)
print(h)


class MyCounter(Counter):
    def top(self):
        return self.most_common(1)[0][0]


m = MyCounter("zzy")
print(m, m.top(), type(m + m).__name__)

dd = defaultdict(list)
dd["a"].append(1)
dd["b"]
print(dd, repr(dd), dict(dd), len(dd))
print(defaultdict(int), defaultdict(None, {"x": 1}), defaultdict(lambda: 0).default_factory is not None)
ddc = dd.copy()
ddc["c"].append(3)
print(type(ddc).__name__, ddc.default_factory, sorted(ddc), sorted(dd))
try:
    defaultdict(None)["k"]
except KeyError as ex:
    print("KeyError", ex)
try:
    defaultdict(5)
except TypeError as ex:
    print("TypeError", ex)
print(dd.get("zz"), "zz" in dd, dd.__missing__("new"), sorted(dd))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print({k: dict(v) for k, v in nested.items()})
print(defaultdict(int, a=1) | {"b": 2}, type(defaultdict(int) | {}).__name__)


class Auto(defaultdict):
    def __missing__(self, key):
        return key * 2


print(Auto(None)["ab"])

od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), list(od))
try:
    od.move_to_end("zz")
except KeyError as ex:
    print("KeyError", ex)
try:
    OrderedDict().popitem()
except KeyError as ex:
    print("KeyError", ex)
o1 = OrderedDict([("a", 1), ("b", 2)])
o2 = OrderedDict([("b", 2), ("a", 1)])
print(o1 == o2, dict(o1) == dict(o2), o1 == dict(o2), dict(o2) == o1, o1 != o2)
print(repr(o1), repr(OrderedDict()), o1 | {"c": 3}, list(reversed(o1)))
o1.update(z=26)
print(o1.setdefault("a", 9), o1.setdefault("n", 0), o1.pop("b"), list(o1.keys()), o1.copy() == o1)
