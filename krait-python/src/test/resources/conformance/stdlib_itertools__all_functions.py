import itertools as it
import operator

print(list(it.islice(it.count(10, 2.5), 4)), list(it.islice(it.count(), 0, 10, 3)))
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], initial=100)), list(it.accumulate([])))
print(list(it.accumulate([2, 3, 4], operator.mul)), list(it.accumulate("abc")))
print(list(it.chain("ab", [1], ())), list(it.chain.from_iterable(["xy", "z"])))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(it.compress("AB", it.repeat(True))))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(it.filterfalse(None, [0, 1, "", "a", None])), list(it.filterfalse(lambda x: x % 2, range(6))))
print([(k, list(g)) for k, g in it.groupby("aaabccaa")], [k for k, _ in it.groupby([1, 1, 2, 3, 3])])
print([(k, len(list(g))) for k, g in it.groupby(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda s: s[0])])
print(list(it.islice("ABCDEFG", 2)), list(it.islice("ABCDEFG", 2, 4)), list(it.islice("ABCDEFG", 2, None, 2)))
print(list(it.pairwise("ABCD")), list(it.pairwise("A")))
print(list(it.starmap(operator.add, [(1, 2), (3, 4)])), list(it.tee("ab", 3)[2]))
print(list(it.zip_longest("AB", "xyz", [1])), list(it.zip_longest("ab", "c", fillvalue=0)))
print(list(it.product("ab", range(2))), len(list(it.product(range(3), repeat=3))), list(it.product()))
print(list(it.permutations(range(3))), list(it.permutations("abc", 1)), list(it.permutations("ab", 3)))
print(list(it.combinations("ABCD", 2)), list(it.combinations(range(3), 0)), list(it.combinations("ab", 5)))
print(list(it.combinations_with_replacement("ABC", 2)))
print(list(it.repeat(7, 3)), list(it.repeat("x", 0)), list(it.repeat(None, -1)))
c = it.cycle("ab")
print([next(c) for _ in range(5)], list(it.islice(it.cycle([]), 3)))

# lazy behaviour and iterator protocol
gen = (x * x for x in range(5))
first_two = list(it.islice(gen, 2))
print(first_two, list(gen))
a, b = it.tee(iter([1, 2, 3]))
print(next(a), next(a), next(b), list(a), list(b))
counter = it.count(5)
print(next(counter), next(counter), repr(counter))
print(repr(it.repeat(1, 2)), repr(it.repeat("a")))
z = it.zip_longest([1], [2, 3])
print(iter(z) is z, next(z))

# realistic: chunking, sliding windows, flattening, dedupe
def chunks(iterable, n):
    iterator = iter(iterable)
    while chunk := tuple(it.islice(iterator, n)):
        yield chunk
print(list(chunks(range(10), 4)))
def sliding(seq, n):
    its = it.tee(seq, n)
    for i, x in enumerate(its):
        for _ in range(i):
            next(x, None)
    return zip(*its)
print(list(sliding([1, 2, 3, 4, 5], 3)))
nested = [[1, [2]], [3], [], [4, 5]]
print(list(it.chain.from_iterable(nested)))
rows = [("eu", "fr", 3), ("eu", "de", 5), ("us", "ny", 2), ("eu", "fr", 1)]
rows.sort(key=operator.itemgetter(0, 1))
for (region, country), grp in it.groupby(rows, key=operator.itemgetter(0, 1)):
    print(region, country, sum(r[2] for r in grp))
print(sum(1 for _ in it.combinations(range(20), 3)), next(it.dropwhile(lambda p: sum(p) < 10, it.combinations(range(10), 2))))

errors = [
    lambda: it.islice("abc", -1),
    lambda: it.islice("abc", 0, 2, 0),
    lambda: it.islice("abc", "x"),
    lambda: it.repeat(),
    lambda: it.permutations("abc", -1),
    lambda: it.combinations("abc", -1),
    lambda: it.tee("abc", -1),
    lambda: it.count("a"),
    lambda: it.chain(1, 2).__next__(),
    lambda: it.accumulate(None),
    lambda: it.product("a", repeat=-1),
    lambda: list(it.starmap(operator.add, [1, 2])),
    lambda: it.pairwise(5),
    lambda: next(it.groupby([])),
]
for fn in errors:
    try:
        print("ok:", fn())
    except (TypeError, ValueError, StopIteration) as e:
        print(type(e).__name__, "|", e)
