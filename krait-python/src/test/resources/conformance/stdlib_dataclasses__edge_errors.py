import dataclasses
from dataclasses import dataclass, field, InitVar, asdict, astuple, replace, fields, FrozenInstanceError, KW_ONLY
from typing import ClassVar, List


for src in ("x: list = []", "x: dict = {}", "x: set = set()"):
    try:
        exec(f"@dataclass\nclass Bad:\n    {src}\n")
    except ValueError as e:
        print("ValueError", e)

try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
for action in (lambda: setattr(p, "x", 5), lambda: delattr(p, "y"), lambda: setattr(p, "z", 1)):
    try:
        action()
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
print(hash(p) == hash(Point(1, 2)), p == Point(1, 2), {p, Point(1, 2)} == {p})


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: List[float] = field(default_factory=list, repr=False, compare=False)
    secret: str = field(default="x", repr=False)
    rate: InitVar[float] = 1.0
    kind: ClassVar[str] = "std"

    def __post_init__(self, rate):
        self.balance *= rate
        self.history.append(self.balance)


a = Account("ann", 10, rate=2)
b = Account("ann", 20.0)
print(a, a == b, a.history, Account.kind, [f.name for f in fields(a)])
print(asdict(a), astuple(b))
try:
    Account("x", 1, [], "s", 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    Account()
except TypeError as e:
    print("TypeError", e)
try:
    replace(a, bogus=1)
except TypeError as e:
    print("TypeError", e)
print(replace(a, owner="bob", rate=1))
try:
    replace(a, owner="bob")
except ValueError as e:
    print("ValueError", e)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


vs = [Version(1, 2, "b"), Version(1, 0), Version(0, 9, "a")]
print(sorted(vs), Version(1, 0) < Version(1, 1), Version(2) >= Version(1, 9), Version(1, 0, "x") == Version(1, 0))
try:
    Version(1) < (1, 0)
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass(order=True)
    class Clash:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print("TypeError", e)


@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list)


@dataclass
class Child(Base):
    name: str = "c"
    id: int = 7


print(Child(), Child(1, ["t"], "n"), [f.name for f in fields(Child)])


@dataclass
class Inner:
    v: int


@dataclass
class Outer:
    items: list
    mapping: dict
    inner: Inner
    pair: tuple = (1, 2)


o = Outer([Inner(1), [Inner(2)]], {"k": Inner(3), Inner(4).v: (Inner(5),)}, Inner(6))
print(asdict(o))
print(astuple(o))
print(asdict(o, dict_factory=lambda kv: {k.upper(): v for k, v in kv}))
for bad in (lambda: asdict(Inner), lambda: asdict(5), lambda: fields(5), lambda: astuple({})):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(dataclasses.is_dataclass(o), dataclasses.is_dataclass(Outer), dataclasses.is_dataclass(1))


@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int


print(Opts(level=3))
try:
    Opts(True, 3)
except TypeError as e:
    print("TypeError", e)


@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int


print(Mixed(1, c=3), Mixed.__match_args__)


@dataclass(match_args=False, repr=False, eq=False)
class Plain:
    q: int


print(hasattr(Plain, "__match_args__"), Plain(1) == Plain(1), "Plain object" in repr(Plain(1)))


@dataclass(slots=True)
class Slotted:
    x: int
    y: int = 2


s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"))
try:
    s.z = 5
except AttributeError as e:
    print("AttributeError", e)


def describe(obj):
    match obj:
        case Point(x=0, y=0):
            return "origin"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Inner(v):
            return f"inner {v}"
        case _:
            return "other"


print(describe(Point(0, 0)), describe(Point(4)), describe(Inner(9)), describe(3))
print(field(default=1).default, type(dataclasses.MISSING).__name__)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError", e)


@dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = field(default_factory=list, hash=False)


print(hash(H(1)) == hash(H(1, [2])), H.__eq__ is not object.__eq__)
P2 = dataclasses.make_dataclass("P2", [("x", int), ("y", int, field(default=5))], namespace={"s": lambda self: self.x + self.y})
print(P2(1), P2(1).s(), P2.__name__)
