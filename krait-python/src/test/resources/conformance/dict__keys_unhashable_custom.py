class Key:
    def __init__(self, n): self.n = n
    def __hash__(self): return hash(self.n % 3)
    def __eq__(self, o): return isinstance(o, Key) and self.n == o.n
    def __repr__(self): return f"Key({self.n})"
d = {Key(1): "a", Key(4): "b", Key(1): "c"}
print(d, len(d))
print(d[Key(4)], Key(7) in d)
try:
    {[]: 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {{}: 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {set(): 1}
except TypeError as e:
    print(type(e).__name__, e)
print({frozenset([1]): "ok"}, {(1, (2, 3)): 1})
