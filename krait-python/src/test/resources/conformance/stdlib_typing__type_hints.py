import typing
from typing import Optional, List, Dict, get_type_hints, Annotated, ClassVar, TypedDict, NamedTuple
from dataclasses import dataclass


class Config:
    name: "str"
    retries: int = 3
    tags: "List[str]"
    parent: "Optional[Config]"
    extra: "'Dict[str, int]'"
    limit: "ClassVar[int]" = 10


print(Config.__annotations__)
hints = get_type_hints(Config, globals())
print(hints)
print(hints["parent"], hints["tags"] == List[str])


def fetch(url: str, timeout: "float" = 1.0, *, cfg: "Config | None" = None) -> "dict[str, int]":
    return {}


print(fetch.__annotations__)
print(get_type_hints(fetch))


def anno(x: Annotated[int, "positive"]) -> None:
    pass


print(get_type_hints(anno), get_type_hints(anno, include_extras=True))


class Base:
    a: int


class Derived(Base):
    b: "'str'"


print(get_type_hints(Derived, globals()), Derived.__annotations__)


def broken(x: "Undefined") -> None:
    pass


try:
    get_type_hints(broken)
except NameError as e:
    print("NameError", e)
print(get_type_hints(broken, localns={"Undefined": bytes}))


@dataclass
class Point:
    x: int
    y: "'float'" = 0.0


print(Point.__annotations__, get_type_hints(Point, globals()), Point(1))


class Movie(TypedDict):
    title: str
    year: Optional[int]


print(get_type_hints(Movie, globals()))


class Row(NamedTuple):
    a: int
    b: "List[int]"


print(get_type_hints(Row, globals()), Row(1, [2]))


def noann(x, y):
    pass


print(get_type_hints(noann), get_type_hints(lambda: 0))
try:
    get_type_hints(5)
except TypeError as e:
    print("TypeError", e)
print(typing.get_type_hints(Config, globalns={}, localns={"Config": int, "Optional": Optional, "List": List, "Dict": Dict, "ClassVar": ClassVar}))
