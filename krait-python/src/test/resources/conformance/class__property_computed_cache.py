class Circle:
    def __init__(self, r):
        self._r = r
        self._area = None
    @property
    def r(self):
        return self._r
    @r.setter
    def r(self, v):
        self._r = v
        self._area = None
    @property
    def area(self):
        if self._area is None:
            print("computing area")
            self._area = round(3.14159 * self._r ** 2, 3)
        return self._area
c = Circle(2)
print(c.area, c.area)
c.r = 3
print(c.area, c.r)
try:
    del c.r
except AttributeError as e:
    print(type(e).__name__, e)
