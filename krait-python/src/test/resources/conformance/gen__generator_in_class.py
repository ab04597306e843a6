class Tree:
    def __init__(self, v, *kids):
        self.v = v
        self.kids = kids
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
    def depth_first(self, depth=0):
        yield depth, self.v
        for k in self.kids:
            yield from k.depth_first(depth + 1)
t = Tree(1, Tree(2, Tree(4)), Tree(3))
print(list(t), sum(t), max(t))
for d, v in t.depth_first():
    print("  " * d + str(v))
