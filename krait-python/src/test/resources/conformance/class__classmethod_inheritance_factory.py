class Shape:
    sides = 0
    @classmethod
    def create(cls, *a): return cls(*a)
    @classmethod
    def describe(cls): return f"{cls.__name__} with {cls.sides} sides"
    @staticmethod
    def unit(): return "cm"
    def __repr__(self): return f"<{type(self).__name__}>"
class Square(Shape):
    sides = 4
print(Square.create(), Square.describe(), Shape.describe(), Square.unit(), Square().unit(), Square().describe())
cm = Shape.__dict__["create"]
print(type(cm).__name__, cm.__func__.__name__, Shape.create.__self__ is Shape)
