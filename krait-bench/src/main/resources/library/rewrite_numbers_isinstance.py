# issue 11 closing note: isinstance against the numbers tower
import numbers
from fractions import Fraction
from decimal import Decimal

values = [1, 2.5, 3j, True, Fraction(1, 3), Decimal("1.5"), "s", None]
kinds = (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)
hits = 0
for i in range(20_000):
    v = values[i % len(values)]
    for k in kinds:
        if isinstance(v, k):
            hits += 1
assert hits > 0
