import typing
from typing import (Any, Annotated, Callable, ClassVar, Dict, Final, Generic, List, Literal, NamedTuple, NewType,
                    Optional, Protocol, Tuple, TypedDict, TypeVar, Union, get_args, get_origin, get_type_hints,
                    overload, final, runtime_checkable, cast, Iterable, Sequence, Mapping)

T = TypeVar("T")
K = TypeVar("K", bound=str)
N = TypeVar("N", int, float)
Co = TypeVar("T_co", covariant=True)
print(T, K, N, Co, T.__name__, K.__bound__, N.__constraints__)
print(Optional[int], Union[int, str], Union[int, None, str], Optional[Union[int, str]], Union[int])
print(List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., Any])
print(Literal["a", 1], Annotated[int, "meta"], ClassVar[int], Final[str], Iterable[T], Sequence[int])
print(list[int], dict[str, int] == Dict[str, int], int | str, int | None, Optional[int] == Union[int, None])
print(get_origin(List[int]), get_origin(list[int]), get_origin(Union[int, str]), get_origin(int | str))
print(get_origin(Literal[1]), get_origin(int), get_origin(Dict[str, int]), get_origin(Tuple[int]))
print(get_args(Dict[str, int]), get_args(Optional[int]), get_args(Callable[[int, str], bool]), get_args(int))
print(get_args(Annotated[int, "x", 2]), get_args(Literal["a", "b"]), get_args(Tuple[int, ...]), get_args(int | str))
print(Union[int, str] == Union[str, int], Union[int, int], hash(Union[int, str]) == hash(Union[str, int]))

UserId = NewType("UserId", int)
print(UserId(5), UserId, UserId.__name__, type(UserId(5)).__name__, UserId.__supertype__)


class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)


s = Stack[int]()
s.push(1)
print(Stack[int], s.items, Stack.__parameters__, isinstance(s, Stack))
try:
    Stack[int, str]
except TypeError as e:
    print("TypeError", e)


class Pair(Generic[K, T]):
    pass


print(Pair[str, int], Pair.__parameters__, get_args(Pair[str, int]), get_origin(Pair[str, int]) is Pair)


class Movie(TypedDict):
    title: str
    year: int


class PartialMovie(TypedDict, total=False):
    title: str
    rating: float


m: Movie = {"title": "Heat", "year": 1995}
print(m, type(m).__name__, Movie(title="x", year=1), Movie.__required_keys__ == frozenset({"title", "year"}))
print(sorted(PartialMovie.__optional_keys__), PartialMovie.__total__, Movie.__total__, list(Movie.__annotations__))
Alt = TypedDict("Alt", {"a": int, "b-c": str})
print(Alt(a=1, **{"b-c": "x"}), sorted(Alt.__required_keys__))
try:
    isinstance(m, Movie)
except TypeError as e:
    print("TypeError", e)


class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100

    def describe(self):
        return f"{self.name}@{self.dept}"


e = Employee("bo")
print(e, e.describe(), e._fields, Employee._field_defaults, e._replace(salary=5), Employee.__annotations__)
try:
    class BadNT(NamedTuple):
        a: int = 1
        b: int
except TypeError as ex:
    print("TypeError", ex)
Emp2 = NamedTuple("Emp2", [("name", str), ("id", int)])
print(Emp2("x", 1), Emp2.__annotations__)


@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...


class Resource:
    def close(self):
        pass


class NotProto(Protocol):
    def run(self): ...


print(isinstance(Resource(), Closer), isinstance(1, Closer), issubclass(Resource, Closer))
try:
    isinstance(Resource(), NotProto)
except TypeError as ex:
    print("TypeError", ex)
try:
    NotProto()
except TypeError as ex:
    print("TypeError", ex)


@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x):
    return x


print(parse(3), parse("s"))
try:
    overload(lambda x: x)(1)
except NotImplementedError as ex:
    print("NotImplementedError", ex)


@final
class Leaf:
    pass


print(Leaf.__final__ if hasattr(Leaf, "__final__") else "no flag", cast(int, "str"), cast("List[int]", 5))
print(typing.TYPE_CHECKING, Any, repr(Any), typing.NoReturn, typing.Self if hasattr(typing, "Self") else "")
for bad in (lambda: Union[()], lambda: Optional[int, str], lambda: Generic[int], lambda: List[int, str]):
    try:
        bad()
    except TypeError as ex:
        print("TypeError", ex)
