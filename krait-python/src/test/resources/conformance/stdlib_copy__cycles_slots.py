import copy
import types
from collections import OrderedDict, defaultdict, deque, namedtuple


a = [1, 2]
a.append(a)
b = copy.deepcopy(a)
print(b[2] is b, b is not a, b[:2])
d = {"self": None, "items": [1, [2, 3]]}
d["self"] = d
e = copy.deepcopy(d)
print(e["self"] is e, e["items"] is not d["items"], e["items"][1] == [2, 3])
shared = [0]
pair = [shared, shared]
cp = copy.deepcopy(pair)
print(cp[0] is cp[1], cp[0] is not shared)


class Node:
    def __init__(self, v):
        self.v = v
        self.next = None


n1, n2 = Node(1), Node(2)
n1.next, n2.next = n2, n1
m1 = copy.deepcopy(n1)
print(m1.next.next is m1, m1.next.v, m1 is not n1)


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


s = Slotted([1], 2)
s2 = copy.copy(s)
s3 = copy.deepcopy(s)
print(s2.x is s.x, s3.x == s.x, s3.x is not s.x, s3.y, type(s3).__name__)


class Partial:
    __slots__ = ("a", "b")


p = Partial()
p.a = 1
pc = copy.deepcopy(p)
print(pc.a, hasattr(pc, "b"))


class Custom:
    def __init__(self, data):
        self.data = data
        self.copied = False

    def __copy__(self):
        c = Custom(self.data)
        c.copied = "shallow"
        return c

    def __deepcopy__(self, memo):
        c = Custom(copy.deepcopy(self.data, memo))
        c.copied = "deep"
        return c


c = Custom([1])
print(copy.copy(c).copied, copy.deepcopy(c).copied, copy.deepcopy(c).data is not c.data)


class WithState:
    def __init__(self):
        self.a = 1
        self.cache = {"big": 1}

    def __getstate__(self):
        st = self.__dict__.copy()
        st.pop("cache")
        return st

    def __setstate__(self, st):
        self.__dict__.update(st)
        self.cache = {}


w = copy.deepcopy(WithState())
print(w.a, w.cache)

od = OrderedDict(a=[1])
dd = defaultdict(list, {"k": [1]})
dq = deque([[1], [2]], maxlen=5)
Pt = namedtuple("Pt", "x y")
for obj in (od, dd, dq, Pt([1], 2), frozenset({1, 2}), (1, [2]), types.SimpleNamespace(a=[1])):
    sc, dc = copy.copy(obj), copy.deepcopy(obj)
    print(type(dc).__name__, dc == obj, sc == obj)
print(copy.deepcopy(dd).default_factory is list, copy.deepcopy(dq).maxlen)
t = (1, 2, "x")
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2])) is not (1, [2]))
print(copy.copy(len) is len, copy.deepcopy(Node) is Node, copy.deepcopy(print) is print)
memo = {}
x = [1]
y = copy.deepcopy([x, x], memo)
print(y[0] is y[1], y[0] is not x)


class NoCopy:
    def __deepcopy__(self, memo):
        raise TypeError("cannot deepcopy NoCopy")


try:
    copy.deepcopy([NoCopy()])
except TypeError as ex:
    print("TypeError", ex)
print(copy.Error.__name__, issubclass(copy.Error, Exception))
