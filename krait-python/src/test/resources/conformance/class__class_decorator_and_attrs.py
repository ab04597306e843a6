def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls
@add_repr
class Rec:
    def __init__(self, a, b):
        self.a = a
        self.b = b
print(Rec(1, "x"), [Rec(2, None)])
Rec.extra = staticmethod(lambda: "added later")
print(Rec.extra(), Rec(0, 0).extra())
