# Small functions that call nothing (the compiled tier runs them without a heap frame) called
# from compiled loops, with every fast path failing somewhere: an unbound local, an empty closure
# cell, a global that is deleted and rebound, attributes that are properties, class attributes,
# __getattr__ and slots, operands that are big ints, strs, floats and user classes, truth tests
# on lists and on objects whose __bool__ raises, and errors raised inside them (tracebacks).
def add(a, b):
    return a + b


def pick(flag):
    if flag:
        value = 10
    return value


def less(a, b):
    return a < b


def same(a, b):
    return a is b


def truth(v):
    if v:
        return 1
    return 0


def scaler(k):
    def apply(v):
        return v * k + 1
    return apply


def late():
    def get():
        return later
    first = get
    try:
        first()
    except NameError as e:
        print("NameError:", e)
    later = 5
    return first


LIMIT = 3


def under(v):
    return v < LIMIT


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return self.x + self.y


class Lazy:
    kind = "class attr"

    def __getattr__(self, name):
        return "dynamic " + name

    def norm1(self):
        return self.x + self.y


class Prop:
    @property
    def x(self):
        return 100

    y = 7

    def norm1(self):
        return self.x + self.y


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1
        self.y = 2

    def norm1(self):
        return self.x + self.y


class Money:
    def __init__(self, c):
        self.c = c

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.c + other.c)
        raise TypeError("cannot add Money and " + type(other).__name__)

    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.c < other.c

    def __repr__(self):
        return "Money(%d)" % self.c


class Moody:
    def __bool__(self):
        raise ValueError("no truth here")


def adds():
    out = []
    values = [1, 2**62, 2**64, -5, 2.5, "s", Money(3), float("nan"), True]
    for a in values:
        for b in values:
            try:
                out.append(repr(add(a, b)))
            except TypeError as e:
                out.append("TypeError: " + str(e))
    return out


def comparisons():
    out = []
    values = [1, 2**70, 2.0, float("nan"), "a", Money(1), None]
    for a in values:
        for b in values:
            try:
                out.append((less(a, b), same(a, b)))
            except TypeError as e:
                out.append("TypeError: " + str(e))
    return out


def truths():
    out = []
    for v in [0, 1, 2**80, 0.0, "", "x", [], [0], None, True, Moody()]:
        try:
            out.append(truth(v))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def attributes():
    out = []
    for o in [Point(1, 2), Lazy(), Prop(), Slotted(), Point("a", "b"), Point(2**63, 1)]:
        for _ in range(3):
            try:
                out.append(o.norm1())
            except TypeError as e:
                out.append("TypeError: " + str(e))
    lazy = Lazy()
    lazy.x = 1
    try:
        out.append(lazy.norm1())
    except TypeError as e:
        out.append("TypeError: " + str(e))
    return out


def globals_change():
    global LIMIT
    out = [under(2), under(4)]
    LIMIT = 10
    out.append(under(4))
    del LIMIT
    try:
        under(1)
    except NameError as e:
        out.append("NameError: " + str(e))
    LIMIT = 0.5
    out.append(under(0.25))
    return out


def locals_unbound():
    out = []
    for flag in [True, True, False, True]:
        try:
            out.append(pick(flag))
        except UnboundLocalError as e:
            out.append("UnboundLocalError: " + str(e))
    return out


def k_ok(f):
    try:
        f(1)
    except TypeError:
        return False
    return True


def closures():
    fs = [scaler(k) for k in (1, 2, 2**62, 1.5, None, "ab")]
    out = []
    for f in fs:
        for v in (0, 3, 2**62 if k_ok(f) else 4):
            try:
                out.append(repr(f(v)))
            except TypeError as e:
                out.append("TypeError: " + str(e))
    return out


def many(n):
    total = 0
    p = Point(1, 2)
    f = scaler(3)
    for i in range(n):
        total = add(total, p.norm1()) + f(i & 7)
    return total


def deep(n):
    if n == 0:
        return add(1, 2)
    return deep(n - 1)


print(adds())
print(comparisons())
print(truths())
print(attributes())
print(globals_change())
print(locals_unbound())
print(closures())
print(late()())
print(many(5000))
print(deep(50))
try:
    deep(5000)
except RecursionError as e:
    print("RecursionError:", e)


def crash(p):
    return p.norm1()


import traceback


def crash_twice():
    for p in [Point(1, 2), Point(1, None)]:
        try:
            print(crash(p))
        except TypeError:
            print(traceback.format_exc())


crash_twice()
