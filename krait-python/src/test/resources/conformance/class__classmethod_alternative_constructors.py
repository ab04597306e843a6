class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def parse(cls, s):
        y, m, d = map(int, s.split("-"))
        return cls(y, m, d)
    @classmethod
    def origin(cls):
        return cls(1970, 1, 1)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y:04d}-{self.m:02d}-{self.d:02d})"
class MyDate(Date):
    pass
print(Date.parse("2024-02-29"), MyDate.parse("1999-12-31"), MyDate.origin())
print([y for y in (1900, 2000, 2023, 2024) if Date.is_leap(y)])
