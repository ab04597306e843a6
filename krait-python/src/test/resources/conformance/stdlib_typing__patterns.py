from typing import (TypedDict, NotRequired, Required, Protocol, runtime_checkable, Generic, TypeVar, Iterator,
                    Literal, Self, ParamSpec, Callable, TypeAlias, Any, Optional, Union, get_args, get_origin, Sequence)
import typing

class Opts(TypedDict, total=False):
    name: Required[str]
    size: int

class Opts2(TypedDict):
    a: int
    b: NotRequired[str]

print(sorted(Opts.__required_keys__), sorted(Opts.__optional_keys__), sorted(Opts2.__required_keys__), sorted(Opts2.__optional_keys__))
print(Opts(name="x"), typing.is_typeddict(Opts), typing.is_typeddict(dict))

class Sub(Opts2):
    c: float

print(sorted(Sub.__required_keys__), sorted(Sub.__annotations__))

@runtime_checkable
class HasName(Protocol):
    name: str

class A:
    name = "a"

class B:
    pass

print(isinstance(A(), HasName), isinstance(B(), HasName))

T = TypeVar("T")

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item

    def __iter__(self) -> Iterator[T]:
        yield self.item

class IntBox(Box[int]):
    pass

print(Box(3).get(), list(IntBox(4)), IntBox.__parameters__, Box.__parameters__, IntBox.__orig_bases__)
print(Box[str], get_args(Box[str]), get_origin(IntBox.__orig_bases__[0]) is Box)

P = ParamSpec("P")
R = TypeVar("R")

def logged(fn: Callable[P, R]) -> Callable[P, R]:
    return fn

@logged
def f(x: int) -> str:
    return str(x)

print(f(3), P, repr(P))
Vector: TypeAlias = list[float]
Mode = Literal["r", "w"]
print(Vector, Mode, get_args(Mode), Optional[Mode])

class Shape:
    def set_scale(self, scale: float) -> Self:
        self.scale = scale
        return self

print(type(Shape().set_scale(2.0)).__name__)
def check(m: Mode):
    match m:
        case "r":
            return "read"
        case "w":
            return "write"
        case _:
            typing.assert_never(m)
print(check("r"), check("w"))
try:
    check("x")
except AssertionError as e:
    print("AssertionError", e)
print(Union[int, Sequence[int]], Callable[[], None], typing.Tuple[int, str], typing.Type[int])
print(typing.List[None], typing.Dict[str, None], typing.Tuple[None], typing.Callable[[None], None], typing.Optional[None], typing.Union[None, int])
