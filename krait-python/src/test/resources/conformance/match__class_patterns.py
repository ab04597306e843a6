class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center, self.r = center, r
def where(shape):
    match shape:
        case Point(0, 0):
            return "origin"
        case Point(x, 0):
            return f"on x-axis at {x}"
        case Point(x=0, y=y):
            return f"on y-axis at {y}"
        case Circle(Point(x, y), r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle(center=c, r=r):
            return f"circle r={r} at {c.x},{c.y}"
        case Point():
            return "some point"
        case _:
            return "unknown"
for s in [Point(0, 0), Point(3, 0), Point(0, 4), Point(1, 1), Circle(Point(1, 2), 20), Circle(Point(5, 5), 1), "x"]:
    print(where(s))
