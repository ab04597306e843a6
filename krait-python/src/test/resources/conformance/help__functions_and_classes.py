"""help() prints the text documentation of functions, methods and classes as CPython lays it out."""
def plain(a, b=2, *args, c, **kw):
    pass

def documented(x: int, y: "str" = "s") -> list:
    """First line.

    More detail, indented
        and nested.
    """

async def fetch(*, url: str, retries: int = 3) -> dict:
    """Fetch a URL."""

square = lambda n: n * n

class Shape:
    """A shape on a plane."""
    sides = 0

    def __init__(self, name):
        """Make a shape called name."""
        self.name = name

    def area(self):
        """The area."""
        return 0

    @classmethod
    def unit(cls):
        """A unit shape."""
        return cls("unit")

    @staticmethod
    def describe(kind, *, verbose=False):
        return kind

    @property
    def label(self):
        """A readable label."""
        return self.name

class Square(Shape):
    sides = 4

    def __init__(self, name, size=1):
        """Make a square."""
        super().__init__(name)
        self.size = size

    def area(self):
        return self.size ** 2

    @property
    def size2(self):
        return self.size

    @size2.setter
    def size2(self, v):
        self.size = v

class Slotted:
    __slots__ = ("a",)

for thing in (plain, documented, fetch, square, Shape, Square, Shape.unit, Square("s").area, Shape.describe):
    help(thing)
    print("=" * 10)
