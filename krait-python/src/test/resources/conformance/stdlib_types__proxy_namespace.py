import types
from types import MappingProxyType, SimpleNamespace

base = {"a": 1, "b": [2]}
mp = MappingProxyType(base)
print(mp, repr(mp), mp["a"], len(mp), list(mp), "a" in mp, mp.get("z", 0), sorted(mp.items()))
for action in (lambda: mp.__setitem__("a", 2), lambda: mp.__delitem__("a"), lambda: mp.update({}), lambda: mp.pop("a"),
               lambda: mp.clear(), lambda: mp.setdefault("q", 1)):
    try:
        action()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    mp["new"] = 1
except TypeError as e:
    print("TypeError", e)
base["c"] = 3
print(mp["c"], len(mp), mp == base, mp.copy(), type(mp.copy()).__name__, mp | {"d": 4})
mp["b"].append(9)
print(base["b"], list(mp.keys()), list(mp.values())[:1], list(reversed(mp)))
try:
    MappingProxyType([1, 2])
except TypeError as e:
    print("TypeError", e)
try:
    hash(mp)
except TypeError as e:
    print("TypeError", e)


class K:
    x = 1


print(type(K.__dict__).__name__, K.__dict__["x"])
try:
    K.__dict__["x"] = 2
except TypeError as e:
    print("TypeError", e)

ns = SimpleNamespace(a=1, b="two")
print(ns, repr(ns), ns.a, ns == SimpleNamespace(b="two", a=1), ns != SimpleNamespace(a=1))
ns.c = [3]
del ns.a
print(ns, vars(ns), sorted(ns.__dict__))
try:
    ns.zzz
except AttributeError as e:
    print("AttributeError", e)
print(SimpleNamespace(), SimpleNamespace(**{"x-y": 1}), SimpleNamespace({"k": 1}) if False else "")
nested = SimpleNamespace(inner=SimpleNamespace(v=1), items=[SimpleNamespace()])
print(nested)
r = SimpleNamespace()
r.me = r
print(r)
try:
    SimpleNamespace(1)
except TypeError as e:
    print("TypeError", e)


class Sub(SimpleNamespace):
    pass


print(Sub(q=1), Sub(q=1) == SimpleNamespace(q=1))
print(types.FunctionType.__name__, types.BuiltinFunctionType.__name__, types.ModuleType.__name__,
      types.MethodType.__name__, types.NoneType, types.GeneratorType.__name__)


def gen():
    yield 1


print(isinstance(gen(), types.GeneratorType), isinstance(len, types.BuiltinFunctionType),
      isinstance(lambda: 0, types.LambdaType))
Dyn = types.new_class("Dyn", (K,), {}, lambda ns: ns.update({"y": 2}))
print(Dyn.__name__, Dyn.x, Dyn.y, Dyn.__mro__[1] is K)
print(list[int], isinstance(list[int], types.GenericAlias))
