from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, KW_ONLY, InitVar
from typing import List, Optional, ClassVar
from itertools import groupby

@dataclass
class Order:
    id: int
    customer: str
    amount: float = 0.0
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0

orders = [Order(3, "bob", 12.5), Order(1, "alice", 30.0, ["vip"]), Order(2, "bob", 7.25)]
print(orders[0])
print(sorted(orders, key=lambda o: o.amount))
for cust, grp in groupby(sorted(orders, key=lambda o: o.customer), key=lambda o: o.customer):
    g = list(grp)
    print(cust, len(g), sum(o.amount for o in g))
print(asdict(orders[1]))
print(astuple(orders[2]))
print(orders[0] == Order(3, "bob", 12.5), orders[0] == orders[1], orders[0] != Order(3, "bob", 12.5))
print([f.name for f in fields(Order)], is_dataclass(Order), is_dataclass(orders[0]), is_dataclass(3))
print(replace(orders[0], amount=99.0))
print(Order.count, Order.__match_args__)
o = orders[0]
o.tags.append("x")
print(o.tags, Order(9, "z").tags)

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9)]
print(sorted(vs), max(vs), Version(1) < Version(1, 0, 1))
print(hash(Version(1, 2)) == hash(Version(1, 2)), {Version(1): "one"}[Version(1, 0, 0)])
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))

@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    parent: Optional["Node"] = field(default=None, repr=False, compare=False)

root = Node("root", [Node("a"), Node("b", [Node("c")])])
print(root)
print(asdict(root))

@dataclass
class Inventory:
    item: str
    unit_price: float
    qty: int = 0
    total: float = field(init=False)

    def __post_init__(self):
        self.total = self.unit_price * self.qty

print(Inventory("widget", 2.5, 4))

@dataclass
class Base:
    x: int
    y: int = 1

@dataclass
class Derived(Base):
    z: int = 2

print(Derived(5), Derived(5, z=9), [f.name for f in fields(Derived)])

@dataclass
class Opts:
    a: int
    _: KW_ONLY
    verbose: bool = False
    level: int = 3

print(Opts(1, verbose=True), Opts.__match_args__)

@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.x *= scale

print(WithInit(3), WithInit(3, 10), [f.name for f in fields(WithInit)])

@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), hash(Ident(1)) is not None)

@dataclass
class Unhashable:
    v: int
print(Unhashable.__hash__)

class Outer:
    @dataclass
    class Inner:
        v: int
print(Outer.Inner(1))

def check(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ":", e)

check(lambda: Order())
check(lambda: Order(1, "a", 1.0, [], 5))
check(lambda: Order(1, "a", bogus=1))
check(lambda: Order(1, "a", id=2))
check(lambda: Opts(1, 2))
check(lambda: replace(3))
check(lambda: asdict(Order))
check(lambda: fields(3))

def bad_mutable():
    @dataclass
    class Bad:
        items: list = []
check(bad_mutable)

def bad_order():
    @dataclass
    class Bad:
        x: int = 1
        y: int
check(bad_order)
