from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique

class Status(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"

    @property
    def is_terminal(self):
        return self in (Status.DONE, Status.FAILED)

    def label(self):
        return self.name.title()

print(Status.PENDING, repr(Status.RUNNING), Status("done"), Status["FAILED"])
print(Status.DONE.name, Status.DONE.value, Status.DONE.is_terminal, Status.PENDING.is_terminal, Status.DONE.label())
print(list(Status), len(Status), Status.DONE in Status)
print([s.value for s in Status], list(Status.__members__))
counts = {s: 0 for s in Status}
for v in ["done", "done", "failed", "pending"]:
    counts[Status(v)] += 1
print(counts)
print(Status.DONE is Status("done"), Status.DONE == Status.DONE, Status.DONE == "done")
print(f"status={Status.DONE}", "{}".format(Status.FAILED), f"{Status.DONE.value:>8}|")
print(sorted(Status, key=lambda s: s.value))
print(type(Status.DONE), isinstance(Status.DONE, Status), Status)

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

print(Priority.HIGH > Priority.LOW, Priority.HIGH == 3, Priority(2), repr(Priority.LOW), str(Priority.LOW), f"{Priority.HIGH}")
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]), Priority.HIGH + 1, max(Priority))

class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
print(list(Color), Color.BLUE.value)

class Level(StrEnum):
    DEBUG = auto()
    INFO = auto()
print(Level.DEBUG, repr(Level.INFO), Level.INFO == "info", Level.INFO.upper(), f"[{Level.DEBUG}]")

class Mode(str, Enum):
    READ = "r"
    WRITE = "w"
print(Mode.READ, repr(Mode.WRITE), Mode.READ == "r", Mode("w"), f"{Mode.READ}", Mode.READ.value)

class Perm(Flag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
print(repr(rw), str(rw), Perm.R in rw, Perm.X in rw, repr(~Perm.R), bool(Perm(0)), list(rw))
print(repr(Perm.R & Perm.W), repr(rw & Perm.W))

class Bits(IntFlag):
    A = auto()
    B = auto()
    C = auto()
print(repr(Bits.A | Bits.C), Bits.A | Bits.C, Bits.C.value, int(Bits.A | Bits.B))

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, Shape(2))

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.EARTH.value)

Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value)

def check(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__ + ":", e)

check(lambda: Status("unknown"))
check(lambda: Status["NOPE"])
check(lambda: Priority(7))
def dup():
    @unique
    class D(Enum):
        A = 1
        B = 1
check(dup)
def extend():
    class More(Status):
        EXTRA = "extra"
check(extend)
check(lambda: Perm(8))
