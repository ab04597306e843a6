from fractions import Fraction
from decimal import Decimal
import math

def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)

for expr in [
    "Fraction('1/0')", "Fraction(1, 0)", "Fraction(0, 0)", "Fraction('abc')", "Fraction('1/2/3')", "Fraction('')",
    "Fraction(' 3/4 ')", "Fraction('-3/4')", "Fraction('+3/-4')", "Fraction('1.5')", "Fraction('1e3')", "Fraction('1.5e-2')",
    "Fraction('.5')", "Fraction('5.')", "Fraction('1_000')", "Fraction('1__0')", "Fraction('_1')", "Fraction('1/2_0')",
    "Fraction('inf')", "Fraction('nan')", "Fraction(float('inf'))", "Fraction(float('nan'))", "Fraction(Decimal('inf'))",
    "Fraction(Decimal('nan'))", "Fraction(1.5, 2)", "Fraction('1', 2)", "Fraction(1, '2')", "Fraction([1])", "Fraction(None)",
    "Fraction(2.5)", "Fraction(0.1)", "Fraction(Decimal('0.1'))", "Fraction(Fraction(1, 3), Fraction(2, 3))",
    "Fraction(3, -6)", "Fraction(-0.0)", "Fraction(10**30, 10**28)", "Fraction(True, 2)",
    "Fraction.from_float(0.5)", "Fraction.from_float('x')", "Fraction.from_float(3)", "Fraction.from_decimal(Decimal('1.25'))",
    "Fraction.from_decimal(1.5)", "Fraction(1, 3).limit_denominator(0)", "Fraction(math.pi).limit_denominator(100)",
    "Fraction('3.14159').limit_denominator(1000)", "Fraction(1, 3).limit_denominator()",
    "Fraction(1, 3) + 1", "Fraction(1, 3) + 0.5", "Fraction(1, 3) + 1j", "Fraction(1, 3) + Decimal('1')",
    "Fraction(1, 3) * 3 == 1", "Fraction(1, 3) / 0", "Fraction(1, 3) // Fraction(1, 6)", "Fraction(7, 2) % 1",
    "divmod(Fraction(7, 2), Fraction(2, 3))", "Fraction(-7, 2) // 2", "Fraction(2, 3) ** 2", "Fraction(2, 3) ** -2",
    "Fraction(4, 9) ** Fraction(1, 2)", "Fraction(-8) ** Fraction(1, 3)", "2 ** Fraction(1, 2)", "Fraction(0) ** -1",
    "Fraction(1, 2) ** 0.5", "abs(Fraction(-3, 4))", "-Fraction(3, 4)", "+Fraction(3, 4)", "round(Fraction(5, 2))",
    "round(Fraction(7, 2))", "round(Fraction(22, 7), 3)", "round(Fraction(-25, 10), 0)", "math.floor(Fraction(-7, 3))",
    "math.ceil(Fraction(-7, 3))", "math.trunc(Fraction(-7, 3))", "int(Fraction(7, 3))", "float(Fraction(1, 3))",
    "float(Fraction(10**400, 3))", "complex(Fraction(1, 2))", "bool(Fraction(0))",
    "Fraction(1, 2) == 0.5", "Fraction(1, 3) == 1/3", "Fraction(1, 2) < 0.6", "Fraction(1, 2) > Decimal('0.4')",
    "Fraction(1, 2) == Decimal('0.5')", "Fraction(1, 2) < float('inf')", "Fraction(1, 2) < float('nan')", "Fraction(1, 2) < 'a'",
    "hash(Fraction(1, 2)) == hash(0.5)", "hash(Fraction(3)) == hash(3)", "hash(Fraction(1, 3))",
    "sorted([Fraction(1, 2), 0.25, 1, Fraction(-1, 3)])", "sum([Fraction(1, 3)] * 3)", "max(Fraction(1, 3), 0.3)",
    "Fraction(3, 4).as_integer_ratio()", "Fraction(3, 4).numerator", "Fraction(-3, 4).denominator", "Fraction(5).is_integer()"
    if hasattr(Fraction, "is_integer") else "True", "Fraction(3, 4).conjugate()", "Fraction(3, 4).real", "Fraction(3, 4).imag",
    "str(Fraction(3, 4))", "str(Fraction(4, 1))", "repr(Fraction(-4, 6))", "f'{Fraction(1, 3)}'", "format(Fraction(1, 3), '')",
    "Fraction(1, 3).__round__()", "Fraction(7, 3).__floor__()", "Fraction(1, 3) == Fraction('1/3')", "Fraction(1, 3) != 1",
    "Fraction(1, 2) + Fraction(1, 3) + Fraction(1, 6)", "Fraction(1, 7) * 7 - 1", "1 - Fraction(1, 3)", "3 / Fraction(3, 4)",
    "1.5 + Fraction(1, 2)", "Fraction(1, 2) - True", "Fraction(10, 4) % Fraction(1, 3)", "5 % Fraction(3, 2)",
    "5 // Fraction(3, 2)", "Fraction(5, 2) ** 3", "(-Fraction(5, 2)) ** 3", "Fraction(1, 2) ** Fraction(2)", "pow(Fraction(2), 3, 5)",
]:
    attempt(expr)

class Money(Fraction):
    def __str__(self):
        return f"${float(self):.2f}"

m = Money(7, 2)
print(m, repr(m), type(m + 1).__name__, isinstance(m, Fraction), Money.from_float(0.25), type(Money.from_float(0.25)).__name__)
x = Fraction(0)
for i in range(1, 30):
    x += Fraction(1, i * (i + 1))
print(x, x.limit_denominator(10), float(x))
print(Fraction(*(1.1).as_integer_ratio()), Fraction(1.1).limit_denominator(), Fraction(Decimal('1.1')))
