class Singleton:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance
    def __init__(self, v): self.v = v
a = Singleton(1); b = Singleton(2)
print(a is b, a.v)
class Point(tuple):
    def __new__(cls, x, y): return super().__new__(cls, (x, y))
    @property
    def x(self): return self[0]
p = Point(3, 4)
print(p, p.x, len(p), isinstance(p, tuple), p + (5,))
class Upper(str):
    def __new__(cls, s): return super().__new__(cls, s.upper())
print(Upper("abc"), Upper("abc") == "ABC", type(Upper("x")).__name__)
class NotInstance:
    def __new__(cls): return 42
    def __init__(self): print("never")
print(NotInstance())
