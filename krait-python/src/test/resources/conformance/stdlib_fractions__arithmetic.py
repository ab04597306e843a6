from fractions import Fraction as F
from decimal import Decimal
import math, statistics
def t(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)
print(F(3, 4), repr(F(6, -8)), F("3/4"), F(" -1.25e2 "), F("1_000/3"), F(0.1), F(Decimal("1.10")), F(F(1, 3)), F(5), F(), F(2, F(4, 3)))
t(F, 1, 0); t(F, "abc"); t(F, 1.5, 2); t(F, [1]); t(F, float("inf")); t(F, float("nan"))
a, b = F(1, 3), F(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +a, abs(-a), a ** 2, a ** -2, a ** 0.5, 2 ** F(1, 2), 4 ** F(2))
print(a + 1, 1 + a, a * 2, 1 - a, 2 / a, a + 0.5, 0.5 + a, a + 1j, a / 2.0, 7 // a, 7 % a, divmod(2.5, a))
print(a == F(2, 6), a == 1/3, F(1, 2) == 0.5, F(2) == 2, a < b, a > b, a <= 0.34, a >= 1, F(1, 2) < float("inf"), F(1,2) == float("nan"))
print(hash(F(1, 2)) == hash(0.5), hash(F(2)) == hash(2), hash(F(-1)), hash(F(1, 3)), hash(F(-7, 3)), {F(1, 2): "x"}[0.5])
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)), int(F(7, 2)), float(F(1, 3)), round(F(5, 2)), round(F(7, 2)), round(F(1, 3), 2), round(F(1234, 1), -2))
print(F(math.pi).limit_denominator(1000), F(3.14159).limit_denominator(100), F(1, 3).limit_denominator(10))
t(F(1, 3).limit_denominator, 0)
print(F(3, 4).numerator, F(3, 4).denominator, F(3, 4).as_integer_ratio(), F.from_float(0.25), F.from_decimal(Decimal("0.75")), bool(F(0)))
t(F.from_float, "x")
t(lambda: F(1, 2) / 0); t(lambda: F(0) ** -1); 
print(sum([F(1, 3), F(1, 3), F(1, 3)]), sorted([F(1, 2), 0.1, F(1, 3), 1]), max(F(1, 2), F(2, 3)))
print(statistics.mean([F(1, 2), F(1, 3)]), repr(statistics.mean([F(1, 2), F(1, 3)])), statistics.variance([F(1), F(2), F(4)]))
print(f"{F(1, 3)!s:>8}|", str(F(10, 5)), isinstance(F(1), F))
