print(sorted([3, 1, 2]), sorted((3, 1, 2), reverse=True), sorted("cba"), sorted({"b": 1, "a": 2}.items()))
print(sorted(["bb", "a", "ccc"], key=len, reverse=True))
print(sorted([(1, "b"), (1, "a"), (0, "z")]))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))))
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], lambda x: x)
except TypeError as e:
    print(type(e).__name__, e)
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i): return "abc"[i]
print(list(reversed(Seq())))
class R:
    def __reversed__(self): return iter("custom")
print("".join(reversed(R())))
