# Class calls from one site while the class, its __init__ and the arguments change: every
# outcome (instances, errors, tracebacks' messages) must match a plain call of the class.
class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b

class WithDefault:
    def __init__(self, a, b=10):
        self.a, self.b = a, b

class Closing:
    scale = 3
    def make(k):
        def __init__(self, a, b):
            self.a, self.b = a * k, b * k
        return __init__
    __init__ = make(5)

class Bad:
    def __init__(self, a, b):
        return 1

class Raises:
    def __init__(self, a, b):
        raise ValueError(f"no {a} {b}")

class WithNew:
    def __new__(cls, a, b):
        o = object.__new__(cls)
        o.made = True
        return o
    def __init__(self, a, b):
        self.a = a

def build(cls, i):
    return cls(i, i + 1)

for cls in [P, WithDefault, Closing, Bad, Raises, WithNew, P]:
    out = []
    for i in range(3):
        try:
            o = build(cls, i)
            out.append((type(o).__name__, sorted(vars(o).items()) if hasattr(o, "__dict__") else None))
        except (TypeError, ValueError) as e:
            out.append((type(e).__name__, str(e)))
    print(cls.__name__, out)

def one(cls, *a):
    try:
        return cls(*a).__dict__
    except TypeError as e:
        return str(e)

for i in range(2):
    print(one(P, 1), one(P, 1, 2, 3), one(P, 1, 2))

for i in range(4):
    if i == 2:
        P.__init__ = lambda self, a, b: setattr(self, "sum", a + b)
    print(i, vars(build(P, i)))

class Deep:
    def __init__(self, n, acc):
        self.child = Deep(n - 1, acc) if n else None

import sys
try:
    Deep(sys.getrecursionlimit() + 50, 0)
except RecursionError as e:
    print("RecursionError", e)
print(Deep(3, 0).child.child.child.child)
