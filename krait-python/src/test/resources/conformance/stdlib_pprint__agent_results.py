import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field

results = {
    "query": "best laptops 2024",
    "total": 1234567,
    "items": [
        {"id": i, "title": f"Laptop model {i} with a fairly long descriptive title", "price": 999.99 + i,
         "tags": ["ultrabook", "oled"] if i % 2 else ["gaming"], "specs": {"ram_gb": 16 * i, "cpu": "x" * i}}
        for i in range(1, 4)
    ],
    "facets": {"brand": Counter({"acme": 10, "globex": 7}), "year": (2023, 2024)},
    "empty": {}, "nothing": [], "none": None, "flag": True,
}
pprint.pprint(results)
pprint.pprint(results, width=120, depth=2)
pprint.pprint(results["items"][0], sort_dicts=False, indent=2)
print(pprint.pformat(list(range(30)), compact=True, width=40))
print(pprint.pformat({"n": 10**12, "f": 1234567.5}, underscore_numbers=True))
pprint.pp({"b": 1, "a": [1, 2]})

dd = defaultdict(list)
dd["x"].extend(range(12))
pprint.pprint(dd, width=40)
pprint.pprint(OrderedDict([("z", 1), ("y", {"deep": list("abcdefghijkl")})]), width=50)
pprint.pprint(deque(range(25), maxlen=30), width=40)
pprint.pprint({frozenset({3, 1}), frozenset({2})})

@dataclass
class Hit:
    url: str
    score: float
    snippets: list = field(default_factory=list)
hits = [Hit("https://example.com/" + "a" * 30, 0.91, ["first snippet text here", "second snippet text"]), Hit("https://x.org", 0.5)]
pprint.pprint(hits, width=60)

nested = {"level1": {"level2": {"level3": {"level4": [1, 2, {"level5": "deep"}]}}}}
pprint.pprint(nested, depth=3)
print(pprint.saferepr(nested), pprint.isreadable(nested), pprint.isrecursive(nested))
loop = [1, 2]
loop.append(loop)
print(pprint.saferepr(loop).replace(str(id(loop)), "ID"), pprint.isrecursive(loop), pprint.isreadable(loop))
print(pprint.pformat(loop).replace(str(id(loop)), "ID"))
long_text = {"text": "word " * 40}
pprint.pprint(long_text, width=50)
pprint.pprint((1, "tuple", [2, 3]), width=10)
pp = pprint.PrettyPrinter(indent=4, width=30, depth=None, compact=False, sort_dicts=True)
print(pp.pformat({"k" + str(i): list(range(i)) for i in range(5)}))
print(pp.isreadable([1, 2]), pp.isrecursive([]))
for bad in [lambda: pprint.PrettyPrinter(indent=-1), lambda: pprint.PrettyPrinter(width=0), lambda: pprint.PrettyPrinter(depth=0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError |", e)
