import enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # alias

    def describe(self):
        return f"{self.name.lower()}={self.value}"

    @property
    def is_warm(self):
        return self is Color.RED

    @classmethod
    def default(cls):
        return cls.GREEN


print(list(Color))
print(len(Color), Color.CRIMSON is Color.RED, Color.CRIMSON)
print(list(Color.__members__))
print(Color.__members__["CRIMSON"])
print(Color(1), Color["BLUE"], Color.RED.describe(), Color.RED.is_warm, Color.default())
print(repr(Color.RED), str(Color.RED), f"{Color.RED}", format(Color.RED))
print(Color.RED.name, Color.RED.value, Color.RED == 1, Color.RED == Color.RED)
print(hash(Color.RED) == hash(Color.RED), {Color.RED: "x"}[Color.CRIMSON])
print(Color.RED in Color, isinstance(Color.RED, Color), type(Color.RED))

for bad in (lambda: Color(5), lambda: Color["PURPLE"], lambda: Color("RED")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    del Color.GREEN
except AttributeError as e:
    print("AttributeError", e)
try:
    Color.RED.value = 9
except AttributeError as e:
    print("AttributeError", e)
try:
    Color.RED.name = "x"
except AttributeError as e:
    print("AttributeError", e)
Color.extra = 42  # non-member attributes can still be set
print(Color.extra)
print(Color.RED, Color.RED.value)
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print("TypeError", e)


class Shape(Enum):
    SQUARE = "sq"
    CIRCLE = "ci"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None


print(Shape("SQ"), Shape("Ci"))
try:
    Shape("tri")
except ValueError as e:
    print("ValueError", e)

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    print("ValueError", e)

try:
    class Bad(Enum):
        A = 1
        A = 2
except TypeError as e:
    print("TypeError", e)

try:
    class Sub(Color):
        PINK = 9
except TypeError as e:
    print("TypeError", e)


class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)

    ALPHA = auto()
    BETA = auto()


print([(m.name, m.value) for m in Auto])


class Num(Enum):
    ONE = auto()
    TWO = auto()
    TEN = 10
    ELEVEN = auto()


print([m.value for m in Num])


def classify(c):
    match c:
        case Color.RED:
            return "red!"
        case Color.GREEN | Color.BLUE:
            return "cool"
        case _:
            return "?"


print(classify(Color.RED), classify(Color.BLUE), classify(3))


class Prio(IntEnum):
    LOW = 1
    HIGH = 3


print(Prio.LOW < Prio.HIGH, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]), Prio(3))
print(repr(Prio.LOW), str(Prio.LOW), f"{Prio.LOW}", format(Prio.HIGH, "03d"))
print(Prio.LOW == 1, int(Prio.HIGH), [1, 2, 3, 4][Prio.HIGH])


class Mode(StrEnum):
    READ = auto()
    WRITE = "w"


print(repr(Mode.READ), str(Mode.READ), f"{Mode.WRITE}", Mode.READ == "read", Mode.READ.upper())
print(Mode("w"), "x" + Mode.WRITE)
try:
    class BadStr(StrEnum):
        X = 1
except TypeError as e:
    print("TypeError", e)
