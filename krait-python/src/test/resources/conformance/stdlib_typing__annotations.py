from typing import (Any, Optional, Union, List, Dict, Set, Tuple, Callable, Iterable, Iterator, Mapping,
    Sequence, Literal, TypedDict, NamedTuple, Protocol, TypeVar, Generic, cast, overload, TYPE_CHECKING,
    get_origin, get_args, get_type_hints, runtime_checkable, NewType, Final, ClassVar, Annotated, Type)
import typing

print(List[int], Optional[str], Dict[str, List[int]], Callable[[int], str], Callable[..., Any])
print(Union[int, str], Union[int, None], Optional[Union[int, str]], Tuple[int, ...], Tuple[()], Literal["a", "b"])
print(Set[int], Type[int], Annotated[int, "meta"], Mapping[str, Any], Sequence[float], Iterable)
print(TYPE_CHECKING, cast(int, "x"), Union[int] is int, Optional[int] == Union[int, None])
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_origin(Literal[1, 2]), get_args(Literal[1, 2]), get_origin(int), get_args(int))

def process(items: List[Dict[str, Any]], limit: Optional[int] = None) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for it in items[:limit]:
        out[it["k"]] = out.get(it["k"], 0) + 1
    return out

print(process([{"k": "a"}, {"k": "b"}, {"k": "a"}]))
print(get_type_hints(process))

class Movie(TypedDict):
    title: str
    year: int

class PartialMovie(TypedDict, total=False):
    rating: float

m = Movie(title="Up", year=2009)
print(m, type(m), Movie.__required_keys__ == frozenset({"title", "year"}), PartialMovie.__total__)

class Point(NamedTuple):
    x: float
    y: float = 0.0
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

p = Point(3.0, 4.0)
print(p, p.norm(), p._asdict(), Point(1.0), p._replace(y=1.0), Point._fields)
Emp = NamedTuple("Emp", [("name", str), ("id", int)])
print(Emp("ann", 3))

T = TypeVar("T")
K = TypeVar("K", bound=str)

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()

s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), T, K, Stack[int], Stack, Generic[T])

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...

class Resource:
    def close(self) -> None:
        print("closed")

print(isinstance(Resource(), Closable), isinstance(42, Closable))
class Greeter(Protocol):
    def greet(self) -> str: ...
class English(Greeter):
    def greet(self) -> str:
        return "hello"
print(English().greet())

UserId = NewType("UserId", int)
print(UserId(5), type(UserId(5)))

@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
print(f(3))

print(isinstance([], List), isinstance({}, Dict), isinstance({}, Mapping), isinstance([1], Sequence), isinstance("s", Iterable), isinstance(3, Iterable))
print(isinstance(len, Callable), isinstance(3, Union[int, str]), issubclass(bool, Union[int, str]))

class Config:
    name: str
    retries: int = 3
    MAX: ClassVar[int] = 10
print(get_type_hints(Config))

def check(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__ + ":", e)

check(lambda: isinstance([], List[int]))
check(lambda: isinstance(1, Any))
check(lambda: List())
check(lambda: Greeter())
check(lambda: isinstance(English(), Greeter))
check(lambda: isinstance({}, Movie))
