import itertools as it
from itertools import groupby, chain, islice, count, accumulate, product, permutations, combinations

records = [("north", "ann", 3), ("north", "bob", 5), ("south", "cid", 2), ("south", "dee", 7), ("east", "eve", 1)]
for region, rows in groupby(records, key=lambda r: r[0]):
    rows = list(rows)
    print(region, [r[1] for r in rows], sum(r[2] for r in rows))
print([(k, len(list(g))) for k, g in groupby(sorted("mississippi"))])
print(list(chain([1, 2], (3,), "ab")), list(chain.from_iterable([[1], [2, 3], []])))
print(list(islice(count(10, 5), 4)), list(islice("abcdefgh", 1, 7, 2)), list(islice(range(100), 3)))
print(list(accumulate([3, 1, 4, 1, 5])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], initial=100)))
print(list(product("ab", [0, 1])), len(list(product(range(3), repeat=3))))
print(list(permutations([1, 2, 3])), list(permutations("abc", 2))[:3])
print(list(combinations(range(4), 2)), list(it.combinations_with_replacement("xy", 2)))
print(list(it.pairwise([1, 4, 9, 16])), [b - a for a, b in it.pairwise([1, 4, 9, 16])])
print(list(it.zip_longest([1, 2, 3], "ab", fillvalue="?")), list(it.starmap(pow, [(2, 5), (3, 2)])))
print(list(it.takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
print(list(it.filterfalse(lambda x: x % 2, range(10))), list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(it.repeat("x", 3)), list(zip(it.repeat(0), "abc")), list(islice(it.cycle("xyz"), 7)))
a, b = it.tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
pages = [[{"id": 1}, {"id": 2}], [{"id": 3}], []]
print([r["id"] for r in chain.from_iterable(pages)])
counter = count()
print([next(counter) for _ in range(3)], next(counter))
print(sum(1 for _ in combinations(range(20), 3)), list(permutations([], 0)), list(combinations("ab", 5)))
try:
    list(islice("abc", -1))
except ValueError as e:
    print("ValueError:", e)
print(repr(count(3)), repr(count(0, 2)), repr(it.repeat(1, 2)))
