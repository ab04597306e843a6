class Bag:
    def __init__(self, items): self.items = items
    def __contains__(self, x):
        print("contains", x)
        return x in self.items
class It:
    def __iter__(self): return iter([1, 2, 3])
class Gi:
    def __getitem__(self, i):
        if i >= 4: raise IndexError(i)
        return i * 10
print(2 in Bag([1, 2]), 5 not in Bag([]))
print(2 in It(), 9 in It())
print(30 in Gi(), 31 in Gi())
try:
    print(1 in 5)
except TypeError as e:
    print(type(e).__name__, e)
