# numbers: the numeric tower of PEP 3141 as abstract base classes, for isinstance() checks
# ("is this any kind of real number?") and for classes that declare the kind of number they are.
#
# Each level lists, in one tuple, the operations a concrete number must provide (they become
# abstract methods, so a subclass missing one cannot be instantiated), and defines the few
# operations it can derive from those. The builtin and library types are registered at the end,
# so that isinstance(3, Integral) and isinstance(Fraction(1, 3), Rational) hold, as in CPython.

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


def _must_define(name):
    """An abstract method standing for an operation the concrete class has to supply."""
    def missing(self, *args):
        raise NotImplementedError
    missing.__name__ = missing.__qualname__ = name
    return abstractmethod(missing)


def _must_define_property(name):
    return property(_must_define(name))


class Number(metaclass=ABCMeta):
    """Any number. Only the subclasses say what a number can do."""
    __slots__ = ()
    # numbers compare by value across types, so no generic hash is offered
    __hash__ = None


class Complex(Number):
    """Numbers with arithmetic, a real and an imaginary part (the builtin complex)."""
    __slots__ = ()
    for _op in ("__complex__", "__add__", "__radd__", "__neg__", "__pos__", "__mul__", "__rmul__",
                "__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__abs__", "conjugate",
                "__eq__"):
        locals()[_op] = _must_define(_op)
    del _op
    real = _must_define_property("real")
    imag = _must_define_property("imag")

    def __bool__(self):
        return self != 0

    # subtraction is addition of the negation, in either order
    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return -self + other


class Real(Complex):
    """Ordered numbers with no imaginary part (the builtin float)."""
    __slots__ = ()
    for _op in ("__float__", "__trunc__", "__floor__", "__ceil__", "__round__", "__floordiv__",
                "__rfloordiv__", "__mod__", "__rmod__", "__lt__", "__le__"):
        locals()[_op] = _must_define(_op)
    del _op

    def __divmod__(self, other):
        return self // other, self % other

    def __rdivmod__(self, other):
        return other // self, other % self

    # a real number is its own real part, its own conjugate, and has no imaginary part
    def __complex__(self):
        return complex(float(self))

    real = property(lambda self: +self)
    imag = property(lambda self: 0)

    def conjugate(self):
        return +self


class Rational(Real):
    """Ratios of two integers (fractions.Fraction)."""
    __slots__ = ()
    numerator = _must_define_property("numerator")
    denominator = _must_define_property("denominator")

    def __float__(self):
        # dividing the two ints rounds once, correctly, where float(n) / float(d) may not
        return int(self.numerator) / int(self.denominator)


class Integral(Rational):
    """Whole numbers, with the bitwise operators (the builtin int)."""
    __slots__ = ()
    for _op in ("__int__", "__pow__", "__lshift__", "__rlshift__", "__rshift__", "__rrshift__",
                "__and__", "__rand__", "__xor__", "__rxor__", "__or__", "__ror__", "__invert__"):
        locals()[_op] = _must_define(_op)
    del _op

    def __index__(self):
        return int(self)

    def __float__(self):
        return float(int(self))

    # an integer n is the ratio n / 1
    numerator = property(lambda self: +self)
    denominator = property(lambda self: 1)


Complex.register(complex)
Real.register(float)
Integral.register(int)


def _register_library_numbers():
    from fractions import Fraction
    from decimal import Decimal
    Rational.register(Fraction)
    Number.register(Decimal)


_register_library_numbers()
del _register_library_numbers
