# Classes, protocols and data handling the way models write them
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Protocol, Iterable, Iterator, Any, Callable
from abc import ABC, abstractmethod
from functools import total_ordering, cached_property, partial, reduce
import operator, heapq, bisect, copy, pprint, json

class Scorer(Protocol):
    def score(self, item: dict) -> float: ...

@dataclass
class Weighted:
    weights: dict[str, float] = field(default_factory=dict)
    def score(self, item: dict) -> float:
        return sum(self.weights.get(k, 0) * v for k, v in item.items() if isinstance(v, (int, float)))

@total_ordering
@dataclass(frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    @classmethod
    def parse(cls, s: str) -> "Version":
        parts = [int(p) for p in s.lstrip("v").split(".")]
        return cls(*parts)
    def __lt__(self, other: Version) -> bool:
        return (self.major, self.minor, self.patch) < (other.major, other.minor, other.patch)
    def __str__(self): return f"v{self.major}.{self.minor}.{self.patch}"

class Repo(ABC):
    @abstractmethod
    def items(self) -> Iterable[dict]: ...
    def top(self, scorer: Scorer, n: int = 3) -> list[dict]:
        return heapq.nlargest(n, self.items(), key=scorer.score)

class MemRepo(Repo):
    def __init__(self, data): self._data = data
    def items(self): return iter(self._data)
    @cached_property
    def size(self): 
        print("computing size")
        return len(self._data)
    def __len__(self): return self.size
    def __iter__(self) -> Iterator[dict]: return iter(self._data)
    def __getitem__(self, i): return self._data[i]
    def __contains__(self, x): return x in self._data
    def __repr__(self): return f"MemRepo({len(self)} items)"

data = [{"name": f"pkg{i}", "stars": (i * 37) % 100, "forks": (i * 13) % 50, "version": f"v{i % 3}.{i % 5}.{i}"} for i in range(12)]
repo = MemRepo(data)
print(repo, len(repo), len(repo), repo[0]["name"], data[3] in repo)
best = repo.top(Weighted({"stars": 1.0, "forks": 0.5}))
print([(b["name"], b["stars"], b["forks"]) for b in best])
versions = sorted({Version.parse(d["version"]) for d in data})
print([str(v) for v in versions[:4]], max(versions), Version(1) <= Version(1, 0, 0), Version(2) > Version(1, 9, 9))
idx = bisect.bisect_left([v.major for v in versions], 1)
print(idx, versions[idx])
add3 = partial(reduce, operator.add)
print(add3([1, 2, 3]), add3(["a", "b"], ""))
snapshot = copy.deepcopy(data[:2]); snapshot[0]["stars"] = -1
print(data[0]["stars"], snapshot[0]["stars"])
pprint.pprint(best, width=60, sort_dicts=False)
try:
    Repo()
except TypeError as e:
    print(e)
try:
    versions[0].major = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(json.dumps([vars(v) for v in versions[:2]]))
print(sorted(data, key=operator.itemgetter("forks", "name"))[:2])
table = {d["name"]: d for d in data}
print(list(table)[:3], {k: v["stars"] for k, v in table.items() if v["stars"] > 80})
