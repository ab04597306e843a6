# Instance dicts of one class share a key table while attributes are set in the same order;
# every other use (other orders, deletes, vars() edits, many attributes) behaves as a dict.
import copy


class P:
    def __init__(self, x, y, late=False):
        self.x = x
        self.y = y
        if late:
            self.z = x + y


ps = [P(i, i * 2, i % 3 == 0) for i in range(300)]
print(sum(p.x + p.y for p in ps), sum(getattr(p, "z", 0) for p in ps))
print(vars(ps[0]), vars(ps[1]), list(vars(ps[3])), hasattr(ps[1], "z"), hasattr(ps[0], "z"))
a, b = P(1, 2), P(3, 4)
b.w = 9
a.q = 7
print(vars(a), vars(b), "q" in vars(b), "w" in vars(a), getattr(b, "q", None), getattr(a, "w", None))
c = P(5, 6)
c.y = 60
c.x = 50
print(vars(c), c.__dict__ == {"x": 50, "y": 60}, c.__dict__ == vars(P(50, 60)))
del c.x
print(vars(c), hasattr(c, "x"))
c.x = 1
print(vars(c), list(c.__dict__.items()))
d = P(7, 8)
d.__dict__.update({"y": 80, "n": 1})
print(vars(d))
e = P(9, 10)
print(e.__dict__.pop("x"), vars(e), e.__dict__.popitem(), vars(e))
f = P(11, 12)
f.__dict__.clear()
f.k = 3
print(vars(f), vars(P(1, 1)))
g = P(13, 14)
snap = dict(g.__dict__)
cp = copy.copy(g)
g.x = 0
cp.y = -1
print(snap, vars(g), vars(cp))


class Q:
    pass


q1, q2 = Q(), Q()
q1.b = 1
q1.a = 2
q2.a = 3
q2.b = 4
print(vars(q1), vars(q2))
for i in range(40):
    setattr(q1, "f%d" % i, i)
print(len(vars(q1)), q1.f39, list(vars(q1))[:4])
q3 = Q()
for i in range(40):
    setattr(q3, "f%d" % i, -i)
print(len(vars(q3)), q3.f0, q3.f39, "b" in vars(q3))
q4 = Q()
q4.b = 5
q4.__class__ = P
print(type(q4).__name__, vars(q4))
q4.x = 1
print(vars(q4))
objs = []
for i in range(500):
    o = Q()
    o.b = i
    if i % 2:
        o.a = -i
    if i % 5 == 0:
        del o.b
    objs.append(o)
print(sum(getattr(o, "b", 0) for o in objs), sum(getattr(o, "a", 0) for o in objs),
      sorted({tuple(vars(o)) for o in objs}))
x = Q()
x.__dict__["b"] = "raw"
x.a = "set"
print(vars(x), x.b, {**vars(x)}, str(vars(x)), repr(x.__dict__))


class K:
    def __init__(self):
        self.h = 1


class KeyName(str):
    pass


k = K()
k.__dict__[KeyName("h2")] = 5
print(k.h2, vars(k), vars(K()))
