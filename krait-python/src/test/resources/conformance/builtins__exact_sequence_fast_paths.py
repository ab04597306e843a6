# Unpacking and indexing exact str/list/tuple take direct paths; subclasses that override
# __getitem__/__iter__ and wrong sizes keep Python's behaviour and messages.


class L(list):
    def __getitem__(self, i):
        return ("L", super().__getitem__(i))

    def __iter__(self):
        return iter(["it1", "it2"])


class T(tuple):
    def __getitem__(self, i):
        return "T%r" % (i,)


class S(str):
    def __getitem__(self, i):
        return "S!"


rows = []
for i in range(2000):
    a, b = [i, i + 1]
    c, d, e = (i, "x", None)
    f, g = "ab"
    h, j = L([1, 2])
    rows.append((a + b, c, d, e, f, g, h, j))
print(rows[-1], len(rows))
for bad in ([1], (1, 2, 3), [], "abc"):
    try:
        x, y = bad
    except ValueError as ex:
        print("ValueError:", ex)
try:
    x, y = 5
except TypeError as ex:
    print("TypeError:", ex)
line = "  INFO | user-7 | Event Created at /api/v1/items  "
out = []
for i in range(1000):
    at = line.find(" at ")
    out.append(line[at + 4:] + line[2:6] + line[::-3] + line[-1:] + line[i % 40])
print(out[-1], len(out))
lst = list(range(10))
tup = tuple(range(10))
print(lst[2:5], lst[::-2], lst[-1], tup[1:3], tup[::4], tup[-2], L([5, 6])[0], T((1, 2))[1], S("abc")[0],
      S("abc")[1:], T((1,))[0:1])
for obj, key in ((lst, 10), (tup, -11), ("abc", 3), (lst, "x"), (tup, 1.5), ("s", None)):
    try:
        obj[key]
    except (IndexError, TypeError) as ex:
        print(type(ex).__name__ + ":", ex)
print("a|b||c".split("|"), "x".split("|"), "a--b--".split("--"), "ab".split("ab"))
try:
    "ab".split("")
except ValueError as ex:
    print("ValueError:", ex)
print("a b  c".split(), "a|b|c".split("|", 1), "a|b|c".split(sep="|"), "a|b|c".split(None))
print("xyzzy".replace("zz", "Z"), "aaaa".find("aa", 1), "hello world hello".rfind("hello"),
      "abcabcabcabd".find("abcabd"), ("ab" * 40 + "c").find("ab" * 20 + "c"), "q".replace("zz", "y"))
