class A:
    def hello(self): return ["A"]
class B(A):
    def hello(self): return ["B"] + super().hello()
class C(A):
    def hello(self): return ["C"] + super().hello()
class D(B, C):
    def hello(self): return ["D"] + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__])
print(super(B, D()).hello(), isinstance(D(), C), issubclass(D, (int, A)))
class Base:
    def __init__(self, **kw):
        self.extra = kw
class Mid(Base):
    def __init__(self, a, **kw):
        self.a = a
        super().__init__(**kw)
m = Mid(1, b=2)
print(m.a, m.extra)
