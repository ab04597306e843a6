class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area")
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
class Circle(Shape):
    def __init__(self, r): self.r = r
    def area(self): return 3.14159 * self.r ** 2
class Bad(Shape):
    pass
for s in [Sq(2), Circle(1), Bad()]:
    try:
        print(s.describe())
    except NotImplementedError as e:
        print(type(e).__name__, e)
print(issubclass(NotImplementedError, RuntimeError))
