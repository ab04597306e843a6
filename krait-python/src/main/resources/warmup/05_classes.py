# Warm-up corpus: classes. Inheritance and super(), properties, class and static methods,
# operator and container dunders, descriptors, __slots__, __init_subclass__, metaclasses,
# isinstance checks, and the attribute protocol (__getattr__, __setattr__).
class Shape:
    registry = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry.append(cls.__name__)

    def __init__(self, name):
        self.name = name

    def area(self):
        raise NotImplementedError

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    @property
    def ratio(self):
        return self.w / self.h

    @ratio.setter
    def ratio(self, value):
        self.w = self.h * value

    @classmethod
    def square(cls, side):
        return cls(side, side)

    @staticmethod
    def unit():
        return Rect(1, 1)


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2


shapes = [Rect(2, 3), Rect.square(2), Circle(1), Rect.unit()]
r = shapes[0]
r.ratio = 2
assert r.w == 6 and Shape.registry == ["Rect", "Circle"] and isinstance(shapes[2], Shape) and issubclass(Rect, Shape)
assert [s.describe() for s in shapes][1] == "rect with area 4.00" and repr(shapes[2]) == "Circle('circle')"
assert Rect.__mro__[1] is Shape and type(r).__name__ == "Rect" and hasattr(r, "w") and getattr(r, "zz", None) is None


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


v = Vec(1, 2) + Vec(3, 4) * 2 - Vec(1, 1)
assert v == Vec(6, 9) and 2 * Vec(1, 1) == Vec(2, 2) and -v == Vec(-6, -9) and abs(Vec(3, 4)) == 5.0
assert sorted([Vec(3, 3), Vec(1, 0)])[0] == Vec(1, 0) and not Vec(0, 0) and list(v) == [6, 9] and len({Vec(1, 1), Vec(1, 1)}) == 1


class Table:
    def __init__(self):
        self._rows = {}

    def __getitem__(self, key):
        return self._rows[key]

    def __setitem__(self, key, value):
        self._rows[key] = value

    def __delitem__(self, key):
        del self._rows[key]

    def __contains__(self, key):
        return key in self._rows

    def __len__(self):
        return len(self._rows)

    def __iter__(self):
        return iter(sorted(self._rows))

    def __call__(self, key, default=None):
        return self._rows.get(key, default)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._rows.clear()
        return False


with Table() as tab:
    tab["b"] = 2
    tab["a"] = 1
    del tab["b"]
    tab["c"] = 3
    assert "a" in tab and len(tab) == 2 and list(tab) == ["a", "c"] and tab("zz", 0) == 0 and tab["c"] == 3
assert len(tab) == 0


class Positive:
    def __set_name__(self, owner, name):
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        return self if obj is None else getattr(obj, self.slot)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError("must be positive")
        setattr(obj, self.slot, value)


class Order:
    qty = Positive()

    def __init__(self, qty):
        self.qty = qty


class Dyn:
    def __getattr__(self, name):
        return name.upper()

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)


class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)


class Tagged(metaclass=Meta):
    pass


o = Order(3)
try:
    o.qty = -1
except ValueError as e:
    err = str(e)
dy = Dyn()
dy.k = 4
assert o.qty == 3 and err == "must be positive" and dy.missing == "MISSING" and dy.k == 8 and Tagged.tag == "tagged"
assert vars(Order(2)) == {"_qty": 2} and type(Tagged) is Meta and isinstance(Order, type) and callable(Order)


class A:
    def who(self):
        return ["A"]


class B(A):
    def who(self):
        return ["B"] + super().who()


class C(A):
    def who(self):
        return ["C"] + super().who()


class D(B, C):
    def who(self):
        return ["D"] + super().who()


assert D().who() == ["D", "B", "C", "A"] and [k.__name__ for k in D.__mro__] == ["D", "B", "C", "A", "object"]
print("classes", shapes, v, sorted(Shape.registry), str(Vec(0, 1)), D.__name__, Order.__dict__["qty"].slot)
print(type(3), type("s"), type(None).__name__, object().__class__.__name__, Rect.area.__name__, Rect.square(3).area())
