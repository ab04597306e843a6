import copy
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

config = {"name": "svc", "ports": [80, 443], "meta": {"tags": {"a", "b"}, "owner": None}}
shallow = copy.copy(config)
deep = copy.deepcopy(config)
shallow["ports"].append(8080)
deep["meta"]["owner"] = "ann"
print(config["ports"], deep["ports"], config["meta"]["owner"], shallow is config, shallow == config)
print(deep["meta"]["tags"] == config["meta"]["tags"], deep["meta"]["tags"] is config["meta"]["tags"])

shared = [1, 2]
pair = [shared, shared]
c = copy.deepcopy(pair)
print(c, c[0] is c[1], c[0] is shared)
loop = [1]
loop.append(loop)
lc = copy.deepcopy(loop)
print(lc[1] is lc, lc[1] is loop)
t = (1, [2, 3])
print(copy.deepcopy(t) == t, copy.deepcopy(t) is t, copy.copy(t) is t, copy.deepcopy((1, 2)) is not None)


class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []

    def __repr__(self):
        return f"Node({self.value}, {self.children})"


tree = Node(1, [Node(2), Node(3, [Node(4)])])
t2 = copy.deepcopy(tree)
t2.children[1].children[0].value = 40
print(tree, t2, type(t2).__name__)
t3 = copy.copy(tree)
print(t3.children is tree.children)


class Custom:
    def __init__(self):
        self.data = [1]

    def __copy__(self):
        print("custom copy")
        new = Custom()
        new.data = self.data
        return new

    def __deepcopy__(self, memo):
        print("custom deepcopy")
        new = Custom()
        new.data = copy.deepcopy(self.data, memo)
        return new


cu = Custom()
print(copy.copy(cu).data is cu.data, copy.deepcopy(cu).data is cu.data)

P = namedtuple("P", "x y")
print(copy.copy(P(1, [2])), copy.deepcopy(P(1, [2])))
print(copy.deepcopy(Counter("aab")), copy.copy(OrderedDict(a=1)), copy.deepcopy(deque([1, [2]], maxlen=5)))
dd = defaultdict(list, {"k": [1]})
dd2 = copy.deepcopy(dd)
dd2["k"].append(2)
dd2["new"].append(3)
print(dd, dd2)
print(copy.copy(5), copy.deepcopy("s"), copy.copy(None), copy.deepcopy(len) is len)
