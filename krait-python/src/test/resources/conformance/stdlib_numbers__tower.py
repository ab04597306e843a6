# numbers: where builtin and library types sit in the tower, and what a subclass inherits
import numbers
from decimal import Decimal
from fractions import Fraction

kinds = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for value in [7, True, 2.5, 1j, Fraction(3, 4), Decimal("0.1"), "7", None, [1]]:
    print(f"{value!r:>18}", [k.__name__ for k in kinds if isinstance(value, k)])
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational), issubclass(complex, numbers.Real))
print([c.__name__ for c in numbers.Integral.__mro__])

try:
    numbers.Real()
except TypeError as e:
    print("TypeError:", str(e).split(" with")[0])


class Meters(numbers.Real):
    """A length: every abstract operation of Real supplied, the rest inherited."""

    def __init__(self, v):
        self.v = float(v)

    def __repr__(self):
        return f"Meters({self.v})"

    def _wrap(f):
        return lambda self, *a: f(self.v, *(x.v if isinstance(x, Meters) else x for x in a))

    __float__ = _wrap(float)
    __trunc__ = _wrap(lambda v: int(v))
    __floor__ = _wrap(lambda v: int(v // 1))
    __ceil__ = _wrap(lambda v: -int(-v // 1))
    __round__ = _wrap(lambda v, n=None: round(v, n))
    __add__ = __radd__ = _wrap(lambda v, o: Meters(v + o))
    __neg__ = _wrap(lambda v: Meters(-v))
    __pos__ = _wrap(lambda v: Meters(v))
    __mul__ = __rmul__ = _wrap(lambda v, o: Meters(v * o))
    __truediv__ = _wrap(lambda v, o: Meters(v / o))
    __rtruediv__ = _wrap(lambda v, o: Meters(o / v))
    __pow__ = _wrap(lambda v, o: Meters(v ** o))
    __rpow__ = _wrap(lambda v, o: Meters(o ** v))
    __abs__ = _wrap(lambda v: Meters(abs(v)))
    __eq__ = _wrap(lambda v, o: v == o)
    __lt__ = _wrap(lambda v, o: v < o)
    __le__ = _wrap(lambda v, o: v <= o)
    __floordiv__ = _wrap(lambda v, o: Meters(v // o))
    __rfloordiv__ = _wrap(lambda v, o: Meters(o // v))
    __mod__ = _wrap(lambda v, o: Meters(v % o))
    __rmod__ = _wrap(lambda v, o: Meters(o % v))
    del _wrap


m = Meters(7.5)
print(m - 2, 10 - m, divmod(m, 2), divmod(20, m), bool(m), bool(Meters(0)))
print(m.real, m.imag, m.conjugate(), complex(m), numbers.Real.__hash__ is None)


class Count(numbers.Integral):
    pass


print(sorted(Count.__abstractmethods__)[:6], len(Count.__abstractmethods__))
print(numbers.Integral.numerator.__get__(5), numbers.Integral.denominator.__get__(5),
      numbers.Rational.__float__(Fraction(1, 3)), numbers.Integral.__float__(12))


class Money:
    pass


numbers.Number.register(Money)
print(isinstance(Money(), numbers.Number), isinstance(Money(), numbers.Complex))
