import asyncio, json, re, math, random, string, textwrap, itertools, functools, operator, statistics
from typing import TypedDict, NamedTuple, Protocol, Literal, Optional
from collections import Counter, defaultdict, deque, OrderedDict
from dataclasses import dataclass, field, asdict
from datetime import datetime, timedelta, timezone, date
from enum import Enum, auto

class Row(TypedDict):
    name: str
    qty: int

class Point(NamedTuple):
    x: float
    y: float = 0.0
    def dist(self) -> float:
        return math.hypot(self.x, self.y)

class Color(Enum):
    RED = auto()
    GREEN = auto()

async def tool(kind: Literal["a", "b"], n: int) -> dict:
    await asyncio.sleep(0)
    return {"kind": kind, "n": n, "items": list(range(n))}

async def main():
    res = await asyncio.gather(*[tool("a" if i % 2 else "b", i) for i in range(6)])
    for r in res:
        match r:
            case {"kind": "a", "n": n} if n > 2:
                print("big a", n)
            case {"kind": k, "items": [first, *rest]}:
                print("has items", k, first, len(rest))
            case _:
                print("other", r)
    rows: list[Row] = [{"name": "x", "qty": 2}, {"name": "y", "qty": 5}]
    print(sum(r["qty"] for r in rows), Point(3, 4).dist(), Point(1)._replace(y=2), Color.RED, Color(2).name)
    print(list(zip("ab", [1, 2], strict=True)), "{a}-{b}".format_map({"a": 1, "b": 2}))
    try:
        list(zip("abc", [1], strict=True))
    except ValueError as e:
        print("ValueError:", e)
    print(f"{1234567.891:,.2f} {0.25:.1%} {42:08b} {255:#x} {'x':^7}| {3.0:g} {1e-9:.2e} {-5:+d}")
    d = {"b": 2, "a": 1}
    print(d | {"c": 3}, sorted(d.items(), key=operator.itemgetter(1), reverse=True))
    print(*enumerate("xyz", start=1), sep=" ; ")
    words = "The rain in Spain stays mainly in the plain".split()
    print(Counter(w.lower() for w in words).most_common(2), max(words, key=len), sorted(words, key=str.casefold)[:3])
    print(datetime(2024, 1, 31) + timedelta(days=1), date(2024, 3, 1) - date(2024, 2, 1), datetime(2024, 5, 5, tzinfo=timezone.utc).isoformat())
    print(datetime.strptime("2024-06-01 14:30", "%Y-%m-%d %H:%M").strftime("%b %d, %Y at %I:%M %p"))
    print(statistics.mean([1, 2, 3, 4]), statistics.stdev([1, 2, 3, 4]), round(2.675, 2), round(-0.5), divmod(-7, 2))
    print(textwrap.indent("a\nb", "> "), json.dumps({"a": [1, {"b": None}]}, indent=2))
    random.seed(7)
    print(random.randint(1, 100), random.choice("abcdef"), random.sample(range(10), 3), round(random.random(), 4))
    print("".join(random.choices(string.ascii_lowercase, k=8)))
    @functools.cache
    def slow(n):
        return n * n
    print([slow(i) for i in range(5)], slow.cache_info())
    q = deque([1, 2, 3]); q.rotate(1); q.appendleft(0)
    print(q, q.popleft(), list(reversed(q)))
    print(re.sub(r"(\w+)@(\w+)\.com", r"\2:\1", "joe@example.com, ann@test.com"), re.findall(r"\d+(?:\.\d+)?", "v1.2 and 30 and 4.56"))
    print(any(x > 3 for x in [1, 5]), all([]), sum([[1], [2]], []), min([], default="empty"))
    s = "Hello, World"
    print(s.removeprefix("Hello, "), s.center(20, "*"), s.swapcase(), s.partition(", "), s.zfill(15), s.title(), s[::-1])
    print(f"{'name':<10}{'value':>8}\n{'-' * 18}\n" + "\n".join(f"{k:<10}{v:>8.2f}" for k, v in {"alpha": 1.5, "beta": 22.25}.items()))

asyncio.run(main())
