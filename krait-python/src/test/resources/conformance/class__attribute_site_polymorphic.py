# One LOAD_ATTR / LOAD_METHOD site over more classes than it remembers at once, in turns,
# while classes and instances change under it.
class Shape:
    def __init__(self, size):
        self.size = size
    def area(self):
        return 0
    def describe(self):
        return (type(self).__name__, self.area() + self.size)

class Sq(Shape):
    def area(self):
        return self.size * self.size

class Tri(Shape):
    def area(self):
        return self.size * self.size // 2

class Circle(Shape):
    def area(self):
        return 3 * self.size * self.size

class Dot(Shape):
    pass

class Line(Shape):
    size = 100
    def __init__(self):
        pass
    def area(self):
        return -1

class Odd(Shape):
    def __init__(self, size):
        self.extra = size
    @property
    def size(self):
        return 7

def run(objs):
    return [o.describe() for o in objs]

objs = [Sq(2), Tri(3), Circle(1), Dot(4), Line(), Odd(9), Sq(5), Dot(1)]
for step in range(5):
    if step == 1:
        Tri.area = lambda self: 1000
    if step == 2:
        objs[0].area = lambda: -50
        del Circle.area
    if step == 3:
        Shape.area = lambda self: 42
        Dot.size = 11
        del objs[3].size
    if step == 4:
        Sq.describe = lambda self: "custom"
    print(step, run(objs))

total = 0
for i in range(60):
    total += objs[i % len(objs)].size
print(total)
