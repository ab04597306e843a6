from dataclasses import dataclass, field, asdict
import dataclasses

@dataclass(slots=True, frozen=True)
class P:
    x: int
    y: int = 0

p = P(1)
print(p, hash(p) == hash(P(1)), P.__slots__)
try:
    p.x = 3
except dataclasses.FrozenInstanceError as e:
    print("Frozen", e)

@dataclass(slots=True)
class Base:
    a: int

@dataclass(slots=True)
class Child(Base):
    b: list = field(default_factory=list)

c = Child(1)
print(c, Child.__slots__, asdict(c), hasattr(c, "__dict__"))
try:
    c.zz = 1
except AttributeError as e:
    print("AttributeError", e)

@dataclass(slots=True)
class WithMethod:
    v: int
    def double(self):
        return self.v * 2
    @property
    def neg(self):
        return -self.v

w = WithMethod(4)
print(w.double(), w.neg, WithMethod.__name__, WithMethod.__qualname__, dataclasses.fields(w)[0].name)
try:
    @dataclass(slots=True)
    class Twice:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    print("TypeError", e)
