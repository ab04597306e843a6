class Base:
    def __init__(self):
        self.log = ["Base"]
    def greet(self, x): return f"Base({x})"
    @classmethod
    def make(cls): return f"make {cls.__name__}"
class Mid(Base):
    def __init__(self):
        super(Mid, self).__init__()
        self.log.append("Mid")
    def greet(self, x): return "Mid+" + super().greet(x)
class Leaf(Mid):
    def __init__(self):
        super().__init__()
        self.log.append("Leaf")
    def greet(self, x): return super(Mid, self).greet(x) + "|" + super().greet(x)
    @classmethod
    def make(cls): return "Leaf:" + super().make()
l = Leaf()
print(l.log, l.greet(1), Leaf.make())
print(super(Leaf, l).greet(2))
