# inspect.signature on each kind of callable a cell meets, and the Signature/Parameter API
import dataclasses
import functools
import inspect
from typing import Optional, List


def report(label, obj):
    try:
        print(f"{label:>22}: {inspect.signature(obj)}")
    except (TypeError, ValueError) as e:
        print(f"{label:>22}: {type(e).__name__}: {e}")


def every_kind(a, b: int = 2, /, c="c", *rest: str, d, e: Optional[int] = None, **extra) -> List[int]:
    pass


async def fetch(url: str, *, retries: int = 3) -> dict:
    pass


def numbers(limit):
    yield from range(limit)


class Plain:
    pass


class Built:
    def __init__(self, x, y=1):
        pass

    def method(self, k, /, *, flag=False):
        pass

    @classmethod
    def make(cls, spec):
        pass

    @staticmethod
    def helper(v=0):
        pass

    def __call__(self, event):
        pass


class Factory:
    def __new__(cls, source, *, strict=True):
        return super().__new__(cls)


class Registry(type):
    def __call__(cls, name, **options):
        return super().__call__()


class Plugin(metaclass=Registry):
    pass


@dataclasses.dataclass
class Row:
    key: str
    count: int = 0
    tags: list = dataclasses.field(default_factory=list)
    note: str = dataclasses.field(default="", kw_only=True)


class LabelledRow(Row):
    pass


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@logged
def decorated(path, mode="r"):
    pass


def declared(*args, **kwargs):
    pass


declared.__signature__ = inspect.Signature([inspect.Parameter("query", inspect.Parameter.POSITIONAL_OR_KEYWORD)])

for label, obj in [("function", every_kind), ("lambda", lambda x, *ys, z=1: 0), ("async def", fetch),
                   ("generator function", numbers), ("class without init", Plain), ("class", Built),
                   ("bound method", Built(0).method), ("unbound method", Built.method),
                   ("classmethod", Built.make), ("staticmethod", Built.helper), ("callable instance", Built(0)),
                   ("class with __new__", Factory), ("metaclass __call__", Plugin), ("dataclass", Row),
                   ("dataclass subclass", LabelledRow), ("functools.wraps", decorated),
                   ("wrapper itself", lambda: None), ("partial", functools.partial(every_kind, 1, d=4)),
                   ("partial keyword", functools.partial(every_kind, 1, c=1, d=2)),
                   ("partial of a class", functools.partial(Built, 5)),
                   ("__signature__", declared), ("type", type), ("not callable", 42)]:
    report(label, obj)
print(inspect.signature(decorated, follow_wrapped=False))

sig = inspect.signature(every_kind)
for name, p in sig.parameters.items():
    print(name, p.kind, p.kind.description, p.default is p.empty, p.annotation)
print(sig.return_annotation, repr(sig), repr(sig.parameters["e"]), type(sig.parameters).__name__)

bound = sig.bind(1, 2, 3, 4, 5, d=6, z=7)
print(bound, bound.args, bound.kwargs)
partial_bind = sig.bind_partial(1, e=5)
partial_bind.apply_defaults()
print(partial_bind.arguments)
for args, kwargs in [((), {}), ((1,), {"a": 1}), ((1, 2, 3), {"c": 3, "d": 0}), ((1,), {}),
                     ((1,), {"d": 1, "q": 2}), ((1, 2), {"d": 3, "rest": 4})]:
    try:
        print("bound", sig.bind(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)
try:
    inspect.signature(Built.method).bind(Built(0), k=1)
except TypeError as e:
    print("TypeError:", e)

P = inspect.Parameter
made = inspect.Signature([P("a", P.POSITIONAL_ONLY), P("b", P.POSITIONAL_OR_KEYWORD, default=None),
                          P("c", P.KEYWORD_ONLY, annotation=float)], return_annotation=str)
print(made, made == inspect.Signature(list(made.parameters.values()), return_annotation=str),
      hash(made) == hash(made.replace()), made.replace(return_annotation=inspect.Signature.empty))
print(P("x", P.KEYWORD_ONLY).replace(default=None), P("y", P.VAR_KEYWORD) == P("y", P.VAR_KEYWORD))
for bad in [lambda: P("1x", P.POSITIONAL_ONLY), lambda: P("class", P.KEYWORD_ONLY), lambda: P(3, P.KEYWORD_ONLY),
            lambda: P("args", P.VAR_POSITIONAL, default=()), lambda: P("k", 9),
            lambda: inspect.Signature([P("b", P.KEYWORD_ONLY), P("a", P.POSITIONAL_ONLY)]),
            lambda: inspect.Signature([P("a", P.POSITIONAL_ONLY, default=1), P("b", P.POSITIONAL_ONLY)]),
            lambda: inspect.Signature([P("a", P.POSITIONAL_ONLY), P("a", P.KEYWORD_ONLY)])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(inspect.Parameter.empty, str(P.KEYWORD_ONLY), int(P.VAR_KEYWORD))
