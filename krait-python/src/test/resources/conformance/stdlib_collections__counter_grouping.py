from collections import Counter, defaultdict, OrderedDict

orders = [
    {"customer": "ann", "item": "apple", "qty": 3, "region": "north"},
    {"customer": "bob", "item": "pear", "qty": 1, "region": "south"},
    {"customer": "ann", "item": "pear", "qty": 2, "region": "north"},
    {"customer": "cid", "item": "apple", "qty": 5, "region": "south"},
    {"customer": "bob", "item": "apple", "qty": 1, "region": "south"},
]

by_item = Counter()
for o in orders:
    by_item[o["item"]] += o["qty"]
print(by_item, by_item.most_common(1), by_item["kiwi"], "kiwi" in by_item)
print(Counter(o["customer"] for o in orders).most_common())
words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c, c.total(), sorted(c.elements())[:4], len(c))
print(c.most_common(2), c.most_common(0), c.most_common(-1))
c.update(["cat", "cat"])
c.update({"hat": 5})
c.subtract(the=3)
print(c)
a, b = Counter(a=3, b=1, c=0), Counter(a=1, b=2, d=-1)
print(a + b, a - b, a | b, a & b, +b, -b)
a += Counter(z=2)
print(a, a == Counter(a=3, b=1, z=2), a == {"a": 3, "b": 1, "c": 0, "z": 2})
del a["zz"]
print(Counter("mississippi"), Counter(), repr(Counter(x=1)))
print(isinstance(c, dict), type(c).__name__, dict(Counter("aab")))

groups = defaultdict(list)
for o in orders:
    groups[o["region"]].append(o["customer"])
print(groups, dict(groups), groups.default_factory)
totals = defaultdict(int)
for o in orders:
    totals[(o["customer"], o["item"])] += o["qty"]
print(sorted(totals.items()))
nested = defaultdict(lambda: defaultdict(int))
for o in orders:
    nested[o["region"]][o["item"]] += o["qty"]
print({r: dict(v) for r, v in nested.items()})
d = defaultdict(set)
d["x"].add(1)
print(d, d.get("y"), "y" in d, len(d))
plain = defaultdict()
try:
    plain["missing"]
except KeyError as e:
    print("KeyError", e)
print(defaultdict(int, {"a": 1}, b=2))

od = OrderedDict()
od["b"] = 2
od["a"] = 1
od["c"] = 3
od.move_to_end("b")
print(od, list(od))
od.move_to_end("c", last=False)
print(list(od.items()), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})


class Tally(Counter):
    def top(self):
        return self.most_common(1)[0][0]


t = Tally("abbccc")
print(t.top(), t)
