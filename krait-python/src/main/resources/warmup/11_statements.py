# Warm-up corpus: the statements that are rarer in loops: match, walrus, global/del, while-else,
# for-else, chained assignment, star-unpacking in calls and literals, eval/exec, class bodies
# that compute, conditional expressions, and import forms.
import math as m
from collections import namedtuple as nt


def classify(event):
    match event:
        case {"type": "click", "pos": (x, y)} if x > 100:
            return f"right click at {x},{y}"
        case {"type": "click", "pos": [x, y]}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return "key " + k
        case [first, *others]:
            return f"list of {1 + len(others)} starting {first}"
        case int() | float() as number if number < 0:
            return "negative"
        case 0:
            return "zero"
        case str() as s:
            return "text " + s
        case None:
            return "nothing"
        case _:
            return "other"


Pt = nt("Pt", "x y")


def where(p):
    match p:
        case Pt(x=0, y=0):
            return "origin"
        case Pt(x=0):
            return "y-axis"
        case Pt(x, y) if x == y:
            return "diagonal"
        case _:
            return "plane"


events = [{"type": "click", "pos": (150, 2)}, {"type": "click", "pos": [1, 2]}, {"type": "key", "key": "q"},
          [1, 2, 3], -4, 0, "hi", None, 3.5]
assert [classify(e) for e in events][0] == "right click at 150,2" and [where(Pt(a, b)) for a, b in ((0, 0), (0, 3), (2, 2), (1, 5))] == ["origin", "y-axis", "diagonal", "plane"]
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    big = [y for x in data if (y := x * 2) > 6]
assert n == 5 and big == [16, 18, 8]
counter = 0


def bump():
    global counter
    counter += 1


for _ in range(3):
    bump()
for x in data:
    if x > 100:
        break
else:
    no_break = True
i = 0
while i < 10:
    i += 3
else:
    loops = i
a = b = c = 7
temp = [1, 2, 3]
del temp[0], a
assert counter == 3 and no_break and loops == 12 and b == c == 7 and temp == [2, 3] and "a" not in dir()
args = [1, 2]
kwargs = {"sep": "|"}
merged = [*args, *range(2), *"xy"]
mapping = {**{"k": 1}, "j": 2}
assert merged == [1, 2, 0, 1, "x", "y"] and mapping == {"k": 1, "j": 2} and m.floor(2.7) == 2
assert eval("1 + 2 * 3") == 7 and eval("x * 2", {"x": 21}) == 42
scope = {}
exec("def f(v):\n    return v + 1\nresult = f(4)", scope)
assert scope["result"] == 5


class Config:
    defaults = {"a": 1, "b": 2}
    keys = sorted(defaults)
    doubled = {k: v * 2 for k, v in defaults.items()}
    flag = True if len(keys) > 1 else False


label = "many" if len(data) > 3 else "few"
sign = lambda v: "+" if v > 0 else "-" if v < 0 else "0"
values = [sign(v) for v in (-1, 0, 1)]
grid = [[0] * 3 for _ in range(2)]
grid[1][2] = 5
x, y = y, x = 1, 2
print("statements", [classify(e) for e in events], big, Config.keys, Config.doubled, label, values, grid, x, y)
print(*args, **kwargs)
print("done", end="!\n", sep="")
