# Attribute-heavy objects: a small vector class whose methods read and write fields.

class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def plus(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def manhattan(self):
        return abs(self.x) + abs(self.y)


def bench():
    pos = Vec(0, 0)
    step = Vec(3, -2)
    acc = 0
    for i in range(100_000):
        pos = pos.plus(step)
        acc += pos.manhattan() % 11
    return acc, pos.x, pos.y
