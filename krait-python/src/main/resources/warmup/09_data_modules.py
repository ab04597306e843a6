# Warm-up corpus: the data modules. collections, itertools, functools, operator, heapq, bisect,
# copy, dataclasses, enum, typing, statistics, math, random, decimal and fractions.
import bisect
import copy
import heapq
import itertools
import math
import operator
import random
import statistics
from collections import ChainMap, Counter, OrderedDict, defaultdict, deque, namedtuple
from dataclasses import asdict, dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal, getcontext
from enum import Enum, IntEnum, auto
from fractions import Fraction
from functools import cached_property, partial, reduce, total_ordering
from typing import Any, Optional, TypedDict

words = "red blue red green blue red yellow".split()
counts = Counter(words)
assert counts.most_common(2) == [("red", 3), ("blue", 2)] and counts["none"] == 0 and sum(counts.values()) == 7
by_len = defaultdict(list)
for w in words:
    by_len[len(w)].append(w)
dq = deque([1, 2, 3], maxlen=4)
dq.appendleft(0)
dq.append(4)
dq.rotate(1)
Point = namedtuple("Point", "x y")
p = Point(1, y=2)
od = OrderedDict(a=1, b=2)
od.move_to_end("a")
chain = ChainMap({"a": 1}, {"a": 2, "b": 3})
assert list(dq) == [4, 1, 2, 3] and p._replace(x=5) == (5, 2) and p._asdict() == {"x": 1, "y": 2} and list(od) == ["b", "a"] and chain["b"] == 3
pairs = list(itertools.combinations("abc", 2))
perms = list(itertools.permutations([1, 2, 3], 2))
prod = list(itertools.product([0, 1], repeat=2))
acc = list(itertools.accumulate([1, 2, 3, 4], operator.mul))
grouped = {k: len(list(g)) for k, g in itertools.groupby(sorted(words))}
sliced = list(itertools.islice(itertools.count(10, 5), 3))
cycled = list(itertools.islice(itertools.cycle("ab"), 5))
assert pairs[0] == ("a", "b") and len(perms) == 6 and prod[-1] == (1, 1) and acc == [1, 2, 6, 24] and grouped["red"] == 3
assert sliced == [10, 15, 20] and cycled == list("ababa") and list(itertools.chain.from_iterable([[1], [2]])) == [1, 2]
assert list(itertools.zip_longest("ab", "x", fillvalue="-")) == [("a", "x"), ("b", "-")] and list(itertools.pairwise([1, 2, 3])) == [(1, 2), (2, 3)]
assert list(itertools.starmap(pow, [(2, 3)])) == [8] and list(itertools.takewhile(lambda v: v < 3, [1, 2, 5, 1])) == [1, 2]
assert list(itertools.filterfalse(None, [0, 1])) == [0] and list(itertools.compress("abc", [1, 0, 1])) == ["a", "c"]
records = [{"n": "b", "v": 2}, {"n": "a", "v": 2}, {"n": "c", "v": 1}]
assert [r["n"] for r in sorted(records, key=operator.itemgetter("v", "n"))] == ["c", "a", "b"]
assert operator.attrgetter("x")(p) == 1 and operator.methodcaller("upper")("a") == "A" and reduce(operator.add, [1, 2, 3]) == 6
heap = [5, 1, 8, 3]
heapq.heapify(heap)
heapq.heappush(heap, 0)
assert heapq.heappop(heap) == 0 and heapq.nsmallest(2, heap) == [1, 3] and heapq.nlargest(1, [4, 9, 2]) == [9]
ordered = [1, 3, 5, 7]
bisect.insort(ordered, 4)
assert ordered == [1, 3, 4, 5, 7] and bisect.bisect_left(ordered, 5) == 3 and bisect.bisect_right(ordered, 5) == 4
tree = {"a": [1, {"b": 2}]}
deep = copy.deepcopy(tree)
deep["a"][1]["b"] = 3
shallow = copy.copy(tree)
assert tree["a"][1]["b"] == 2 and shallow["a"] is tree["a"]


@dataclass(order=True)
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)

    @property
    def label(self):
        return f"{self.name}@{self.price}"


@dataclass(frozen=True)
class Key:
    a: int
    b: str = "x"


class Color(Enum):
    RED = 1
    GREEN = 2


class Level(IntEnum):
    LOW = auto()
    HIGH = auto()


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(x) for x in text.split("."))

    def __eq__(self, o):
        return self.parts == o.parts

    def __lt__(self, o):
        return self.parts < o.parts

    @cached_property
    def major(self):
        return self.parts[0]


class Movie(TypedDict):
    title: str
    year: Optional[int]


items = sorted([Item("b", 2.0), Item("a", 5.0, ["x"])])
assert items[0].name == "a" and asdict(items[1]) == {"name": "b", "price": 2.0, "tags": []} and replace(items[0], price=1).price == 1
assert Key(1) == Key(1, "x") and hash(Key(1)) == hash(Key(1)) and Color(2) is Color.GREEN and Color["RED"].value == 1
assert [c.name for c in Color] == ["RED", "GREEN"] and Level.HIGH > Level.LOW and Level.HIGH == 2 and isinstance(Color.RED, Color)
assert Version("1.10") > Version("1.9") and Version("2.0") >= Version("2.0") and Version("3.1").major == 3
movie: Movie = {"title": "x", "year": None}
data = [2.5, 3.5, 1.0, 4.0, 4.0]
assert statistics.mean(data) == 3.0 and statistics.median(data) == 3.5 and statistics.mode(data) == 4.0 and round(statistics.stdev(data), 4) == 1.2748
assert math.sqrt(16) == 4 and math.isclose(math.pi, 3.14159, rel_tol=1e-5) and math.gcd(12, 18) == 6 and math.factorial(10) == 3628800
assert math.floor(-2.5) == -3 and math.ceil(2.1) == 3 and math.log(math.e) == 1 and math.comb(5, 2) == 10 and math.hypot(3, 4) == 5
rng = random.Random(42)
sample = rng.sample(range(100), 5)
rng.shuffle(words)
assert len(sample) == 5 and rng.choice("abc") in "abc" and 0 <= rng.random() < 1 and 1 <= rng.randint(1, 6) <= 6
getcontext().prec = 28
money = sum(Decimal(p) for p in ["19.99", "5.01", "0.10"])
assert money == Decimal("25.10") and (Decimal("2") / Decimal("3")).quantize(Decimal("0.01"), ROUND_HALF_UP) == Decimal("0.67")
frac = Fraction(1, 3) + Fraction(1, 6)
assert frac == Fraction(1, 2) and Fraction("0.75") == Fraction(3, 4) and float(frac) == 0.5
add3 = partial(operator.add, 3)
typed: dict[str, list[int]] = {"a": [add3(1)]}
anything: Any = None
print("data", counts, dict(by_len), dq, p, items, Color.RED, repr(Level.LOW), money, frac, typed, movie)
print(sorted(sample), round(statistics.pstdev(data), 3), statistics.quantiles(data, n=4), math.dist((0, 0), (3, 4)))
