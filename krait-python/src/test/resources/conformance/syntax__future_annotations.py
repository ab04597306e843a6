"""Doc."""
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional, Dict, List
import typing

@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    parent: Optional[Item] = None

def f(a: 'int', b: Dict[str, int] = {}, *c: tuple, **d) -> list[int]:
    return [a]
print(f.__annotations__)
print(Item.__annotations__)
print(Item("x", 2.5))
x: int = 5
print(__annotations__)
print(typing.get_type_hints(f))
import __future__
print(__future__.annotations, annotations)
for src in ['x=1\nfrom __future__ import annotations', 'from __future__ import nope', 'from __future__ import braces', 'def f():\n  from __future__ import annotations']:
    try:
        exec(src)
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset)
