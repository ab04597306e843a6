# Warm-up corpus: lists, tuples, dicts, sets, ranges; comprehensions, unpacking, slicing and the
# builtins that consume iterables (sorted, zip, map, filter, enumerate, reversed, any, all).
xs = [5, 3, 8, 1, 9, 2]
xs.append(7)
xs.extend([4, 6])
xs.insert(0, 0)
xs.remove(9)
last = xs.pop()
first = xs.pop(0)
assert (last, first) == (6, 0) and xs == [5, 3, 8, 1, 2, 7, 4]
xs.sort()
assert xs == [1, 2, 3, 4, 5, 7, 8] and xs.index(4) == 3 and xs.count(7) == 1
xs.reverse()
assert xs[:2] == [8, 7] and xs[-2:] == [2, 1] and xs[::3] == [8, 4, 1] and xs[1:-1:2] == [7, 4, 2]
ys = xs.copy()
ys[1:3] = ["a", "b", "c"]
del ys[0]
del ys[-1:]
assert ys == ["a", "b", "c", 4, 3, 2] and len(ys) == 6 and "b" in ys and [1, 2] + [3] == [1, 2, 3] and [0] * 3 == [0, 0, 0]
ys.clear()
assert ys == [] and not ys and sorted("cab") == ["a", "b", "c"] and list(reversed([1, 2])) == [2, 1]
t = (1, "two", 3.0)
a, b, c = t
head, *rest = [1, 2, 3, 4]
*init, tail = "xyz"
(p, q), r = (1, 2), 3
assert (a, b, c, head, rest, init, tail, p + q + r) == (1, "two", 3.0, 1, [2, 3, 4], ["x", "y"], "z", 6)
assert t.index("two") == 1 and t.count(1) == 1 and t + (4,) == (1, "two", 3.0, 4) and (1,) * 2 == (1, 1)
d = {"b": 2, "a": 1}
d["c"] = 3
d.update({"d": 4}, e=5)
d.setdefault("f", 6)
assert d.get("zz") is None and d.get("zz", 0) == 0 and d.pop("f") == 6 and d.popitem() == ("e", 5)
assert list(d) == ["b", "a", "c", "d"] and list(d.values()) == [2, 1, 3, 4] and ("a", 1) in d.items()
assert {**d, "a": 10}["a"] == 10 and (d | {"z": 0})["z"] == 0 and dict(zip("ab", [1, 2])) == {"a": 1, "b": 2}
assert dict.fromkeys("xy", 0) == {"x": 0, "y": 0} and sorted(d, key=d.get) == ["a", "b", "c", "d"]
del d["b"]
assert "b" not in d and len(d) == 3 and d == {"a": 1, "c": 3, "d": 4} and d != {"a": 1}
s = {3, 1, 2}
s.add(4)
s.discard(10)
s.remove(1)
assert s == {2, 3, 4} and s | {5} == {2, 3, 4, 5} and s & {3, 9} == {3} and s - {2} == {3, 4} and s ^ {4, 5} == {2, 3, 5}
assert {1, 2} <= {1, 2, 3} and {1, 2}.isdisjoint({3}) and frozenset([1, 1, 2]) == {1, 2} and len({frozenset()}) == 1
s.update([7, 8])
assert s.pop() in {2, 3, 4, 7, 8} and s.union([0]) >= {0} and s.intersection(s) == s and s.difference(s) == set()
r = range(2, 20, 3)
assert list(r) == [2, 5, 8, 11, 14, 17] and len(r) == 6 and r[2] == 8 and 11 in r and r[::-1][0] == 17 and r.index(14) == 4
squares = [i * i for i in range(10) if i % 2]
pairs = [(i, j) for i in range(3) for j in range(i)]
index = {w: len(w) for w in ["aa", "b", "cccc"]}
unique = {c for c in "mississippi"}
gen = sum(x for x in range(100) if x % 7 == 0)
assert squares == [1, 9, 25, 49, 81] and pairs == [(1, 0), (2, 0), (2, 1)] and index["cccc"] == 4 and unique == set("misp") and gen == 735
assert list(zip([1, 2, 3], "ab")) == [(1, "a"), (2, "b")] and list(map(str, [1, 2])) == ["1", "2"]
assert list(filter(None, [0, 1, "", "x"])) == [1, "x"] and list(enumerate("ab", 1)) == [(1, "a"), (2, "b")]
assert any(x > 8 for x in [1, 9]) and all([1, True, "x"]) and not any([]) and max([], default=-1) == -1
assert sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda kv: (kv[1], kv[0])) == [("c", 1), ("a", 2), ("b", 2)]
assert min("apple", "fig", key=len) == "fig" and list(iter([1, 2])) == [1, 2] and next(iter("q")) == "q"
matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
transposed = [list(col) for col in zip(*matrix)]
flat = [v for row in matrix for v in row]
assert transposed[0] == [0, 3, 6] and flat[-1] == 8 and sum(map(sum, matrix)) == 36
nested = {"users": [{"name": "a", "tags": ["x", "y"]}, {"name": "b", "tags": []}]}
names = [u["name"] for u in nested["users"] if u["tags"]]
nested["users"][1]["tags"].append("z")
groups = {}
for word in "apple avocado banana blueberry cherry".split():
    groups.setdefault(word[0], []).append(word)
print("containers", names, nested["users"][1], groups, sorted(unique), matrix[1][1:], {1: [2, (3, {4})]})
print(list(range(5))[::-2], [*range(3), *"ab"], {*"ab", 1} >= {1}, tuple(sorted({"z": 1, "y": 2}.items())))
