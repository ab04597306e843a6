class Shape:
    def __init__(self, **kw):
        self.extra = kw
class Colored(Shape):
    def __init__(self, color="red", **kw):
        self.color = color
        super().__init__(**kw)
class Sized(Shape):
    def __init__(self, size=1, **kw):
        self.size = size
        super().__init__(**kw)
class Box(Colored, Sized):
    pass
b = Box(color="blue", size=3, weight=9)
print(b.color, b.size, b.extra, [c.__name__ for c in Box.__mro__])
