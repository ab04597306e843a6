a = [1, 2]
a.append(a)
print(a, repr(a))
d = {"k": 1}
d["self"] = d
print(d)
class Node:
    def __init__(self, v): self.v, self.children = v, []
    def __repr__(self): return f"Node({self.v}, {self.children})"
n = Node(1); n.children.append(Node(2)); n.children[0].children.append(Node(3))
print(n)
t = ([],)
t[0].append(t)
print(t)
