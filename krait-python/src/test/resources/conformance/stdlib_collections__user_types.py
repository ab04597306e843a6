from collections import UserDict, UserList, UserString
import collections.abc as cabc


class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data


ld = LowerDict({"A": 1}, B=2)
ld["C"] = 3
ld.update({"D": 4})
ld.setdefault("E", 5)
print(ld, ld.data, ld["a"], "b" in ld, "B" in ld, len(ld), sorted(ld), ld.get("c"), ld.get("zz", 0))
print(isinstance(ld, cabc.MutableMapping), isinstance(ld, dict), repr(ld), list(ld.items())[:2])
print(ld.pop("a"), ld.popitem(), sorted(ld.keys()), list(ld.values()))
del ld["e"]
print(ld, ld == {"c": 3, "d": 4}, ld.copy(), type(ld.copy()).__name__)
try:
    ld["nope"]
except KeyError as e:
    print("KeyError", e)


class Defaulting(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


dm = Defaulting(a=1)
print(dm["a"], dm["zz"], "zz" in dm, dm | {"b": 2}, {"c": 0} | dm, type(dm | {}).__name__)
ud = UserDict()
ud["x"] = [1]
cp = ud.copy()
cp["x"].append(2)
print(ud, UserDict.fromkeys("ab", 0), UserDict([("k", "v")]), UserDict(dict=1) if False else "")
try:
    UserDict(1)
except TypeError as e:
    print("TypeError", e)


class Stack(UserList):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s.data, len(s), s[0], s[1:], type(s[1:]).__name__, s + [4], type(s + [4]).__name__)
print([0] + s, s * 2, 2 * s, s == [1, 2, 3], s < [1, 3], 3 in s, s.index(2), s.count(1))
s.extend((5, 4))
s.insert(0, 9)
s.sort()
print(s, s.pop(), s.pop(0), s)
s.reverse()
s.remove(3)
s += [7]
s *= 2
print(s, repr(s), list(reversed(s))[:2], sorted(s), max(s), isinstance(s, cabc.MutableSequence))
s[0] = 100
s[1:3] = [8, 8, 8]
del s[-1]
print(s, s.copy(), type(s.copy()).__name__)
s.clear()
print(s, bool(s), UserList(), UserList("abc"))
try:
    UserList(5)
except TypeError as e:
    print("TypeError", e)


class Shout(UserString):
    def shout(self):
        return self.upper() + "!"


t = Shout("hello World")
print(t, repr(t), t.shout(), type(t.upper()).__name__, t.data, len(t), t[0], t[1:4], type(t[1:4]).__name__)
print(t + "x", "x" + t, t * 2, t == "hello World", t < "z", "lo" in t, t.split(), t.find("o"), t.count("l"))
print(t.replace("l", "L"), t.startswith("he"), t.capitalize(), t.title(), t.strip("hd"), t.center(15, "*"))
print(t.join(["a", "b"]), t.encode(), str(t), hash(t) == hash("hello World"), t.isalpha(), int(UserString("42")))
print(UserString(42), sorted([UserString("b"), UserString("a")]))
print(t.partition(" "), t.zfill(13), t.ljust(12, "."), t.swapcase(), t.casefold(), t % () if "%" in t else "")
print(UserString("%s-%d") % ("a", 1), t.index("W"), t.rsplit("o", 1), t.splitlines(), t.expandtabs())
try:
    t.index("Q")
except ValueError as e:
    print("ValueError", e)
