# Method calls on instances of a small class hierarchy (dynamic dispatch via overrides).

class Shape:
    def __init__(self, size):
        self.size = size

    def area(self):
        return 0

    def describe(self):
        return self.area() + self.size


class Square(Shape):
    def area(self):
        return self.size * self.size


class Tri(Shape):
    def area(self):
        return self.size * self.size // 2


def bench():
    shapes = [Square(i % 13) if i % 2 else Tri(i % 17) for i in range(1000)]
    total = 0
    for _ in range(150):
        for s in shapes:
            total += s.describe()
    return total
