class Outer:
    class Inner:
        def hi(self): return "inner hi"
    def make(self): return self.Inner()
o = Outer()
print(o.make().hi(), Outer.Inner.__name__, Outer.Inner.__qualname__)
print(type(o.make()).__qualname__)
