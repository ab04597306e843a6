from collections import Counter, defaultdict, OrderedDict
c = Counter(x for x in "abracadabra")
c.update(iter("aab"))
c.subtract(x for x in "zz")
print(c, c.most_common(2), c["q"], "q" in c)
d = defaultdict(list)
for i, ch in enumerate("hello"):
    d[ch].append(i)
print(d, d["zz"], dict(d))
e = defaultdict(int)
for w in "a b a c a".split():
    e[w] += 1
print(sorted(e.items()))
class D(dict):
    def __getitem__(self, k): return "over:" + str(k)
    def __setitem__(self, k, v): super().__setitem__(k, v * 2)
x = D(a=1)
x["b"] = 3
print(x["a"], dict(x))
class M(dict):
    def __missing__(self, k): return k * 3
m = M()
print(m["ab"], m)
n = defaultdict(None)
try: n["x"]
except KeyError as ex: print("KeyError", ex)
def gen():
    yield 1; yield 2
    return 5
print(sum(gen()), list(gen()), Counter(gen()))
def bad():
    yield 1
    raise StopIteration
try: print(list(bad()))
except RuntimeError as ex: print("RE", ex)
print(10**20 + 1 - 1, sum([2**62, 2**62, -2**63]))
o = OrderedDict(); o["x"] = 1; o["y"] = 2; print(o)
try: {}[[]]
except TypeError as ex: print(ex)
try: {}[[]] = 1
except TypeError as ex: print(ex)
