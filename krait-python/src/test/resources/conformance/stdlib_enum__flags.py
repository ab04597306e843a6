from enum import Flag, IntFlag, Enum, auto
import enum


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6


rw = Perm.R | Perm.W
print(repr(rw), str(rw), rw is Perm.RW, rw.name, rw.value)
rwx = Perm.R | Perm.W | Perm.X
print(repr(rwx), str(rwx), rwx.name, rwx.value)
print(list(rwx), list(Perm), len(rwx))
print(Perm.R in rwx, Perm.X in rw, bool(Perm(0)), repr(Perm(0)), str(Perm(0)))
print(repr(~Perm.R), repr(rwx & ~Perm.W), repr(rw ^ Perm.R), repr(Perm(7)))
print(repr(Perm.R & Perm.W))
try:
    Perm(8)
except ValueError as e:
    print("ValueError", e)
try:
    Perm.R | 1
except TypeError as e:
    print("TypeError", e)


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print([(m.name, m.value) for m in Color])
print(repr(Color.WHITE), list(Color.WHITE), repr(Color.RED | Color.BLUE))
print(repr(Color.WHITE ^ Color.RED), repr(~Color.WHITE))
print(Color.RED | Color.GREEN == Color(3), hash(Color(3)) == hash(Color.RED | Color.GREEN))
print(format(Color.RED | Color.BLUE), f"{Color.WHITE}")


class Mode(IntFlag):
    A = 1
    B = 2
    C = 8


m = Mode.A | Mode.B
print(repr(m), str(m), m == 3, m + 1, isinstance(m, int), format(m))
print(repr(Mode.A | 4), repr(Mode(16)), repr(Mode(0)), str(Mode(0)))
print(repr(~Mode.A), list(Mode.A | Mode.C), Mode.C in Mode(9))
print(repr(m & 2), repr(m ^ Mode.A), repr(3 | Mode.C))


class Status(Enum):
    OK = 200
    NOT_FOUND = 404

    def __str__(self):
        return f"{self.value} {self.name.replace('_', ' ').title()}"


print(Status.OK, str(Status.NOT_FOUND), f"{Status.OK}", repr(Status.OK))
print(Status._member_map_ == dict(Status.__members__), Status._value2member_map_[404])
print(sorted(Status, key=lambda s: -s.value))
print(enum.Enum("Animal", "ANT BEE CAT").BEE.value)
Animal = enum.Enum("Animal", [("DOG", "d"), ("EMU", "e")])
print(list(Animal), Animal("e"))
Planet = enum.IntEnum("Planet", {"MERCURY": 1, "VENUS": 2})
print(Planet.VENUS + 0, repr(Planet.MERCURY))


class Planet2(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print(Planet2.EARTH.value, Planet2.EARTH.mass, round(Planet2.EARTH.surface_gravity, 2))
print(Planet2((3.303e+23, 2.4397e6)))


class Ordered(Enum):
    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented
    B = 2
    A = 1


print(sorted([Ordered.B, Ordered.A]), Ordered.A < Ordered.B, max(Ordered))
print(Color.RED.__class__.__name__, Color.__name__, type(Color).__name__)
print(dir(Status)[:4] if False else "ok", Status.OK.__class__ is Status)
