from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self):
        return f"{type(self).__name__} area={self.area():.2f} perimeter={self.perimeter():.2f}"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)

class Half(Shape):
    def area(self):
        return 1.0

shapes = [Rect(2, 3), Square(4)]
for s in shapes:
    print(s.describe())
print(sorted(Shape.__abstractmethods__), Rect.__abstractmethods__, sorted(Half.__abstractmethods__))
print(isinstance(Square(1), Shape), issubclass(Rect, Shape), type(Rect).__name__)

class Tool(ABC):
    @property
    @abstractmethod
    def name(self) -> str: ...

    @classmethod
    @abstractmethod
    def create(cls): ...

class Search(Tool):
    @property
    def name(self):
        return "search"
    @classmethod
    def create(cls):
        return cls()

print(Search.create().name)

class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self): ...

class Legacy:
    def run(self):
        return "legacy"

Plugin.register(Legacy)
print(isinstance(Legacy(), Plugin), issubclass(Legacy, Plugin), isinstance(3, Plugin))

def check(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__ + ":", e)

check(lambda: Shape())
check(lambda: Half())
check(lambda: Tool())
check(lambda: Plugin())
