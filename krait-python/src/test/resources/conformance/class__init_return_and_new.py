class A:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls)
    def __init__(self, v):
        print("init", v)
        self.v = v
a = A(3)
print(a.v)
class B:
    def __init__(self):
        return 5
try:
    B()
except TypeError as e:
    print(type(e).__name__, e)
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())
class NotMine:
    def __new__(cls): return 42
    def __init__(self): print("never")
print(NotMine())
