# The generated __init__: a real function bound like a def (messages, defaults, kw-only),
# with factories, init=False, InitVar/__post_init__, frozen and slots classes.
import dataclasses
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar


@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    hidden: int = field(default=7, init=False)
    made: list = field(default_factory=lambda: ["m"], init=False)
    count: ClassVar[int] = 0


p = P(1)
print(p, p.hidden, p.made, P.__init__.__qualname__, P.__init__.__name__)
print(P(2, 3, ["a"]), P(x=4, tags=[1]))
print(P.__init__.__defaults__)
print(P.__init__.__annotations__)
q = P(1)
q.tags.append(9)
print(P(1).tags, q.tags, "hidden" in vars(P(1)), "made" in vars(P(1)))
for args, kw in [((), {}), ((1, 2, 3, 4), {}), ((1,), {"z": 2}), ((1,), {"x": 2}), ((), {"y": 1}),
                 ((1,), {"hidden": 2})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)


@dataclass
class Q:
    a: int
    _: KW_ONLY
    b: int
    c: str = "c"
    scale: InitVar[int] = 2

    def __post_init__(self, scale):
        self.a *= scale


print(Q(1, b=2), Q(1, b=2, scale=5), Q(a=3, b=4, c="z"))
for args, kw in [((1, 2), {}), ((1,), {}), ((), {"b": 1})]:
    try:
        Q(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)


@dataclass(frozen=True)
class F:
    a: int
    b: tuple = ()


f = F(1)
print(f, hash(f) == hash(F(1)))
try:
    f.a = 2
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)


@dataclass(slots=True)
class S:
    a: int
    b: int = field(default=5, init=False)
    c: list = field(default_factory=list)


s = S(1)
print(s, s.b, S.__slots__, hasattr(s, "__dict__"))


@dataclass
class Selfish:
    self: int
    other: int = 1


print(Selfish(3), Selfish(self=4, other=5))


@dataclass
class Empty:
    pass


print(Empty(), Empty.__init__.__qualname__)


class Outer:
    @dataclass
    class Inner:
        v: int


print(Outer.Inner(1), Outer.Inner.__init__.__qualname__)
try:
    Outer.Inner()
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Base:
    a: int
    b: int = 2


@dataclass
class Child(Base):
    c: int = 3

    def __post_init__(self):
        self.d = self.a + self.b + self.c


print(Child(1), Child(1, 1, 1).d)


@dataclass
class Bad:
    a: int

    def __post_init__(self):
        raise ValueError("no " + str(self.a))


try:
    Bad(5)
except ValueError as e:
    print("ValueError:", e)


class Watch:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)


@dataclass
class W(Watch):
    a: int
    b: str = "x"


print(W(1))

C = dataclasses.make_dataclass("C", ["a", ("b", int), ("c", int, 3)])
print(C(1, 2), C(1, 2, 4).c, C.__init__.__qualname__)
for fields in (["a b"], ["if"], ["a", "a"], [("x", int), ("x", str)], [3]):
    try:
        dataclasses.make_dataclass("D", fields)
    except TypeError as e:
        print("TypeError:", e)

items = [P(i, i * 2) for i in range(2000)]
print(sum(o.x + o.y for o in items), len({id(o.tags) for o in items}))
