import pprint
from collections import OrderedDict, defaultdict, Counter, deque, ChainMap
from dataclasses import dataclass, field
from types import SimpleNamespace

@dataclass
class Config:
    name: str
    retries: int = 3
    hosts: list = field(default_factory=list)
    secret: str = field(default="x", repr=False)

@dataclass
class Wrapper:
    config: Config
    extra: dict

c = Config("service-alpha", 5, ["host-%d.example.internal" % i for i in range(4)])
pprint.pprint(c)
pprint.pprint(Wrapper(c, {"region": "eu-west-1", "zones": ["a", "b", "c"]}), width=60)
pprint.pprint(Config("short"))

class Custom:
    def __repr__(self):
        return "Custom(" + "x" * 90 + ")"
pprint.pprint([Custom()])

pprint.pprint(OrderedDict((f"key{i}", i * 1000) for i in range(8)), width=40)
dd = defaultdict(list)
for i in range(6):
    dd[f"group{i % 3}"].append(i * 11111)
pprint.pprint(dd, width=40)
pprint.pprint(Counter("mississippi river banks"), width=40)
pprint.pprint(deque(range(30)), width=40)
pprint.pprint(deque(range(30), maxlen=30), width=40)
pprint.pprint(ChainMap({"a": 1, "b": "bbbbbbbbbbbbbbbbbbbbbbbbb"}, {"c": 3}), width=30)
pprint.pprint(SimpleNamespace(alpha=1, beta="two" * 10, gamma=[1, 2, 3] * 5), width=40)
pprint.pprint(OrderedDict())
pprint.pprint(Counter())

# recursion (ids are not printed)
lst = [1, 2]
lst.append(lst)
print(pprint.isrecursive(lst), pprint.isreadable(lst))
print("Recursion on list" in pprint.pformat(lst), pprint.saferepr(lst).startswith("[1, 2, <Recursion on list with id="))
d = {"a": 1}
d["self"] = d
print("<Recursion on dict with id=" in pprint.pformat(d, width=5))
print(pprint.isreadable({"a": [1, 2]}), pprint.isreadable(Custom()), pprint.isrecursive({"a": 1}))
print(pprint.saferepr({"b": [3, 2], "a": (1,)}))

pp = pprint.PrettyPrinter(indent=2, width=30, depth=3)
print(pp.pformat({"level1": {"level2": {"level3": {"level4": 1}}}, "list": list(range(12))}))
print(pp.isreadable([1, 2]), pp.isrecursive(lst))
print(pp.format([1, 2], {}, 0, 0))
pp2 = pprint.PrettyPrinter(width=20, sort_dicts=False)
pp2.pprint({"z": 1, "a": 2, "m": list(range(10))})
import io
buf = io.StringIO()
pprint.pprint({"x": 1}, stream=buf)
pprint.PrettyPrinter(stream=buf, width=10).pprint([1, 2, 3, 4, 5])
print(repr(buf.getvalue()))

for bad in (dict(indent=-1), dict(depth=0), dict(width=0)):
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    pprint.pformat({}, 1, 80, None, False)
except TypeError as e:
    print("TypeError:", e)
