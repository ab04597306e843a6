class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, o):
        self.items.append(o)
        return self
    def __isub__(self, o):
        self.items.remove(o)
        return self
    def __imul__(self, n):
        self.items *= n
        return self
    def __repr__(self): return f"Acc{self.items}"
a = Acc()
alias = a
a += 1
a += 2
a -= 1
a *= 2
print(a, alias is a)
class OnlyAdd:
    def __init__(self, v): self.v = v
    def __add__(self, o): return OnlyAdd(self.v + o)
x = OnlyAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)
class NoneRet:
    def __iadd__(self, o): pass
z = NoneRet()
z += 1
print(z)
