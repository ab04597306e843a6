import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def unit(cls):
        ...

    def describe(self):
        return f"{self.name}: {self.area()} {self.unit()}"


for cls in (Shape,):
    try:
        cls()
    except TypeError as e:
        print("TypeError", e)


class Half(Shape):
    def area(self):
        return 1


try:
    Half()
except TypeError as e:
    print("TypeError", e)


class Square(Half):
    name = "square"

    @classmethod
    def unit(cls):
        return "m2"


print(Square().describe(), sorted(Shape.__abstractmethods__), Square.__abstractmethods__ == frozenset())
print(isinstance(Square(), Shape), issubclass(Square, ABC), type(Shape) is ABCMeta)


class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self): ...


class Duck:
    def run(self):
        return "quack"


print(isinstance(Duck(), Plugin))
Plugin.register(Duck)
print(isinstance(Duck(), Plugin), issubclass(Duck, Plugin), Duck() is not None)
r = Plugin.register(int)
print(r is int, isinstance(3, Plugin))


class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, candidate):
        if cls is Sized:
            return hasattr(candidate, "__len__")
        return NotImplemented


print(isinstance([], Sized), isinstance(3, Sized), issubclass(dict, Sized))


class Base(ABC):
    @abstractmethod
    def a(self): ...

    @abstractmethod
    def b(self): ...

    @staticmethod
    @abstractmethod
    def c(): ...


class Impl(Base):
    def a(self):
        return super().a() if False else "a"


try:
    Impl()
except TypeError as e:
    print("TypeError", e)


def helper(self):
    return "b"


Impl.b = helper
Impl.c = staticmethod(lambda: "c")
abc.update_abstractmethods(Impl)
print(Impl().a(), Impl().b(), Impl.c(), Impl.__abstractmethods__)
print(getattr(Shape.area, "__isabstractmethod__", False), getattr(Square.area, "__isabstractmethod__", False))
print(abc.get_cache_token() is not None, ABC.__name__, ABCMeta.__name__)
