import dataclasses
from dataclasses import dataclass, field, InitVar, replace, asdict, fields


@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    parent: "Node" = field(default=None, repr=False, compare=False)

    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child


root = Node("root")
kid = root.add(Node("kid"))
kid.add(Node("leaf"))
print(root)
print(root == Node("root", [Node("kid", [Node("leaf")])]), Node("a") != Node("b"))
print(Node("a").children is not Node("a").children)


@dataclass
class Recursive:
    items: list = field(default_factory=list)


r = Recursive()
r.items.append(r)
print(r)


@dataclass(frozen=True)
class FrozenBase:
    a: int


try:
    @dataclass
    class Thawed(FrozenBase):
        b: int = 0
except TypeError as e:
    print("TypeError", e)

try:
    @dataclass(frozen=True)
    class Refrozen(Node):
        x: int = 0
except TypeError as e:
    print("TypeError", e)


@dataclass(frozen=True)
class Frozen2(FrozenBase):
    b: int = 2

    def doubled(self):
        return replace(self, a=self.a * 2)


f2 = Frozen2(1)
print(f2, f2.doubled(), f2 is not f2.doubled())
object.__setattr__(f2, "a", 100)
print(f2)


@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 1
    total: int = field(init=False)

    def __post_init__(self, scale):
        self.total = self.x * scale


w = WithInit(3, 4)
print(w, [f.name for f in fields(w)], asdict(w))
try:
    replace(w, total=5)
except ValueError as e:
    print("ValueError", e)
print(replace(w, x=10, scale=2))


@dataclass
class Meta:
    col: int = field(default=0, metadata={"unit": "px"})


fm = fields(Meta)[0]
print(fm.metadata["unit"], fm.default, fm.type, fm.name, fm.init, fm.repr, fm.compare, fm.hash, len(fm.metadata))
try:
    fm.metadata["x"] = 1
except TypeError as e:
    print("TypeError", e)


@dataclass
class A:
    x: int


@dataclass
class B:
    x: int


print(A(1) == B(1), A(1) == A(1), A(1).__eq__(B(1)))


@dataclass
class Custom:
    x: int

    def __repr__(self):
        return "custom!"

    def __eq__(self, other):
        return True


print(Custom(1), Custom(1) == Custom(2), Custom.__hash__)


@dataclass(init=False)
class NoInit:
    x: int = 5


n = NoInit()
print(n, n.x)


@dataclass
class Counter:
    count: int = 0
    step: int = 1

    def tick(self):
        self.count += self.step
        return self


print(Counter().tick().tick(), Counter(step=5).tick())
print(dataclasses.astuple(Counter(2, 3)), list(Counter.__dataclass_fields__))
print(type(fields(Counter)).__name__, Counter.__init__.__name__ if hasattr(Counter.__init__, "__name__") else "")
