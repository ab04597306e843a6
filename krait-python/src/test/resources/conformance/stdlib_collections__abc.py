from collections.abc import Iterable, Mapping, Sequence, MutableMapping, Callable, Iterator, Hashable, Sized
import collections.abc
from collections import deque, Counter
print(isinstance([1], Iterable), isinstance(5, Iterable), isinstance({}, Mapping), isinstance([], Mapping))
print(isinstance("s", Sequence), isinstance(deque(), Sequence), isinstance(Counter(), MutableMapping))
print(isinstance(len, Callable), isinstance(iter([]), Iterator), isinstance([], Hashable), isinstance((), Hashable))
print(issubclass(list, Sized), issubclass(dict, collections.abc.Set), isinstance({}.keys(), collections.abc.Set))
def f(xs: Iterable[int]) -> Mapping[str, int]:
    return {str(x): x for x in xs}
print(f([1, 2]))
class Reg(Mapping):
    def __init__(self, d):
        self._d = d
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
r = Reg({"a": 1, "b": 2})
print(r.get("a"), r.get("z", 0), "a" in r, sorted(r.keys()), sorted(r.items()), r == {"a": 1, "b": 2}, isinstance(r, Mapping), dict(r))
class Thing:
    def __len__(self):
        return 3
print(isinstance(Thing(), Sized), isinstance(Thing(), Iterable))
print(isinstance(len, Callable), isinstance(lambda: 0, Callable), isinstance(int, Callable), isinstance([].append, Callable), isinstance(1, Callable))
