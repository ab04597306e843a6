from collections import deque, namedtuple, ChainMap

q = deque([1, 2, 3])
q.append(4)
q.appendleft(0)
print(q, len(q), q[0], q[-1], 3 in q)
print(q.popleft(), q.pop(), q)
q.extend([7, 8])
q.extendleft("ab")
print(q)
q.rotate(2)
print(q)
q.rotate(-3)
print(q, q.count(7), q.index(7))
q.remove("a")
q.reverse()
print(q, list(reversed(q)))
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window), sum(window) / len(window))
print(window, window.maxlen)
try:
    deque().popleft()
except IndexError as e:
    print("IndexError:", e)
try:
    q.remove(99)
except ValueError as e:
    print("ValueError:", e)
q.clear()
print(q, bool(q))

Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x + p.y, p[0], len(p), tuple(p), p == (1, 2))
x, y = p
print(x, y, Point._fields, p._asdict(), p._replace(x=10))
print(Point._make([5, 6]), Point.__name__, type(p).__name__, isinstance(p, tuple))
Row = namedtuple("Row", "id name score", defaults=[0.0])
rows = [Row(2, "b", 3.5), Row(1, "a"), Row(3, "c", 1.0)]
print(sorted(rows), sorted(rows, key=lambda r: r.score))
print(max(rows, key=lambda r: r.score).name, Row._field_defaults)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError:", e)
print(namedtuple("R", "a, def, _c", rename=True)._fields)


class Vec(namedtuple("Vec", "x y")):
    def norm2(self):
        return self.x ** 2 + self.y ** 2


print(Vec(3, 4).norm2(), Vec(3, 4))

defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cli = {}
cfg = ChainMap(cli, env, defaults)
print(cfg["user"], cfg["color"], len(cfg), sorted(cfg), cfg.get("nope", "-"))
cfg["color"] = "blue"
print(cli, cfg.maps[0] is cli, dict(cfg) == {"color": "blue", "user": "admin"})
child = cfg.new_child({"user": "root"})
print(child["user"], child.parents["user"], "color" in child)
print(ChainMap({"a": 1}, {"b": 2}))
