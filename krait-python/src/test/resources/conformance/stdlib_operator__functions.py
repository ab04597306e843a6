import operator as op
from functools import reduce

print(op.add(2, 3), op.sub(5, 2), op.mul("ab", 2), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.pow(2, 10))
print(op.neg(5), op.pos(-5), op.abs(-3), op.invert(5), op.lshift(1, 4), op.rshift(256, 2), op.and_(12, 10), op.or_(12, 10), op.xor(12, 10))
print(op.eq(1, 1.0), op.ne("a", "b"), op.lt(1, 2), op.le(2, 2), op.gt(3, 2), op.ge(1, 2), op.not_([]), op.truth([0]))
print(op.is_(None, None), op.is_not(1, None), op.contains([1, 2], 2), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"))
print(op.concat([1], [2]), op.index(7), op.matmul.__name__, op.length_hint([1, 2, 3]), op.length_hint(object(), 9))
d = {"a": 1}
op.setitem(d, "b", 2)
op.delitem(d, "a")
print(d, op.getitem([10, 20, 30], 1), op.getitem("hello", slice(1, 3)))
x = [1]
print(op.iadd(x, [2]), x, op.iconcat([1], (2,)), op.imul([0], 3), op.ipow(2, 3), op.ior({1}, {2}))

ig = op.itemgetter(1)
ig2 = op.itemgetter(0, 2)
igk = op.itemgetter("name", "age")
print(ig([5, 6, 7]), ig2("abc"), igk({"name": "ada", "age": 36, "x": 0}), repr(ig), repr(ig2))
class P:
    def __init__(self, name, boss=None):
        self.name, self.boss = name, boss
    def greet(self, greeting, punct="!"):
        return f"{greeting}, {self.name}{punct}"
p = P("bob", P("alice"))
ag = op.attrgetter("name")
agn = op.attrgetter("boss.name", "name")
print(ag(p), agn(p), repr(agn))
mc = op.methodcaller("greet", "hi", punct="?")
print(mc(p), repr(mc), op.methodcaller("upper")("abc"), op.methodcaller("split", ",")("a,b"))

records = [{"name": "c", "age": 30}, {"name": "a", "age": 25}, {"name": "b", "age": 30}]
print([r["name"] for r in sorted(records, key=op.itemgetter("age", "name"))])
print(max(records, key=op.itemgetter("age"))["name"], reduce(op.mul, range(1, 8)), reduce(op.or_, [{1}, {2}, {1, 3}]))
print(list(map(op.attrgetter("real", "imag"), [1 + 2j, 3j])), sorted([P("z"), P("y")], key=ag)[0].name)
print(list(map(op.add, [1, 2], [10, 20])), op.call(len, "four") if hasattr(op, "call") else 4)

errors = [
    lambda: op.itemgetter(5)([1]),
    lambda: op.itemgetter("k")({}),
    lambda: op.attrgetter("missing")(p),
    lambda: op.attrgetter(1),
    lambda: op.methodcaller(),
    lambda: op.methodcaller("nope")(p),
    lambda: op.add(1, "a"),
    lambda: op.indexOf([1, 2], 5),
    lambda: op.index(1.5),
    lambda: op.truediv(1, 0),
    lambda: op.itemgetter(),
    lambda: op.length_hint(5, "x"),
]
for fn in errors:
    try:
        print("ok:", fn())
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, ZeroDivisionError) as e:
        print(type(e).__name__, "|", e)
