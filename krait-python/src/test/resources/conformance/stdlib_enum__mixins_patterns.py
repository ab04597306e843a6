import json
from enum import Enum, IntEnum, StrEnum, Flag, auto, unique
import enum


class Status(str, Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"


print(Status.ACTIVE, repr(Status.ACTIVE), f"{Status.ACTIVE}", Status.ACTIVE == "active", Status("inactive"))
print(json.dumps({"s": Status.ACTIVE}), json.dumps([Status.INACTIVE]), Status.ACTIVE.upper(), len(Status.ACTIVE))
print(isinstance(Status.ACTIVE, str), sorted(Status), Status.ACTIVE.value, type(Status.ACTIVE.value).__name__)


class Level(int, Enum):
    LOW = 1
    HIGH = 2


print(Level.LOW, repr(Level.HIGH), Level.LOW + 1, Level.HIGH > Level.LOW, f"{Level.HIGH}", json.dumps(Level.LOW))


class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3

    @property
    def is_start(self):
        return self is Weekday.MON

    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]

    @classmethod
    def parse(cls, text):
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown day {text!r}") from None


print(Weekday.MON.is_start, Weekday.WED.next(), Weekday.parse("tue"), list(reversed(Weekday)))
try:
    Weekday.parse("xyz")
except ValueError as e:
    print("ValueError", e)
print({d.name: d.value for d in Weekday}, [m for m in Weekday.__members__.items()][:1])
print(Weekday.MON < Weekday.TUE if hasattr(Weekday, "__lt__") and False else "no order", Weekday.MON != Weekday.TUE)
print(Weekday.MON.__class__ is Weekday, type(Weekday.__members__).__name__, Weekday._member_names_)
counts = {Weekday.MON: 0}
counts[Weekday.MON] += 1
print(counts, Weekday.MON in counts, hash(Weekday.MON) == hash(Weekday.MON))


class Color(Enum):
    RED = "r"
    GREEN = "g"

    def __str__(self):
        return self.value


print(str(Color.RED), f"{Color.GREEN}", "%s" % Color.RED, [str(c) for c in Color])


class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()

    @staticmethod
    def from_sides(n):
        return Shape.CIRCLE if n == 0 else Shape.SQUARE


print(Shape.from_sides(0), Shape.from_sides(4), [s.value for s in Shape])

try:
    class Wrong(Enum):
        A = 1
        def A(self):
            pass
except TypeError as e:
    print("TypeError", e)

try:
    Weekday.MON.value = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    Weekday.FRI
except AttributeError as e:
    print("AttributeError", e)
try:
    Weekday(0)
except ValueError as e:
    print("ValueError", e)


class Perm(Flag):
    NONE = 0
    R = auto()
    W = auto()
    X = auto()
    ALL = R | W | X


print(repr(Perm.NONE), repr(Perm.ALL), Perm.R | Perm.W in Perm.ALL, list(Perm), Perm(0) is Perm.NONE, bool(Perm.NONE))
p = Perm.NONE
for f in (Perm.R, Perm.X):
    p |= f
print(repr(p), p.name, [x.name for x in p], Perm.W not in p)
print(enum.Enum.__name__, issubclass(IntEnum, int), issubclass(StrEnum, str), isinstance(Perm.R, Flag))
Animal = Enum("Animal", "CAT DOG", start=10)
print(list(Animal), Animal.DOG.value, Animal["CAT"], Animal(11))
