from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP, localcontext
import decimal

# invoice arithmetic, as agents write it
items = [("Widget", Decimal("19.99"), 3), ("Gadget", Decimal("5.49"), 7), ("Cable", Decimal("0.333"), 12),
         ("Service", Decimal("1250.005"), 1)]
subtotal = Decimal("0")
for name, price, qty in items:
    line = (price * qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    subtotal += line
    print(f"{name:<10}{qty:>4} x {price:>10} = {line:>12,.2f}")
tax = (subtotal * Decimal("0.0725")).quantize(Decimal("0.01"), ROUND_HALF_UP)
total = subtotal + tax
print(f"{'Subtotal':<30}{subtotal:>14,.2f}")
print(f"{'Tax':<30}{tax:>14,.2f}")
print(f"{'Total':<30}{total:>14,.2f}", repr(total))
split = (total / 3).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
print(split, total - split * 2, split * 2 + (total - split * 2) == total)
print(sum(Decimal("0.10") for _ in range(10)), sum([Decimal("1.10"), Decimal("2.205")], Decimal("0")))

# every rounding mode on the classic cases
modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
for v in ["2.5", "-2.5", "2.675", "1.005", "0.125", "-0.125", "2.51", "7.05", "0.994999", "9.995"]:
    print(v, [str(Decimal(v).quantize(Decimal("0.01"), rounding=m)) for m in modes],
          [str(Decimal(v).quantize(Decimal("1"), rounding=m)) for m in modes])
with localcontext(prec=3) as c:
    for m in modes:
        c.rounding = m
        print(m, Decimal("1.2345") + 0, Decimal("-1.2355") + 0, Decimal("1.2350") + 0, Decimal("9.995") + 0, Decimal(2) / 3)

# format specs
vals = [Decimal("1234567.891"), Decimal("-0.5"), Decimal("0"), Decimal("-0"), Decimal("1E+5"), Decimal("0.000012345"),
        Decimal("123.450"), Decimal("Infinity"), Decimal("-NaN"), Decimal("9.999"), Decimal("1E-10")]
specs = ["", "f", ".2f", ",.2f", "e", ".3e", "E", "g", ".3g", "G", ".10g", "%", ".1%", ">15.2f", "<12,.1f",
         "^15.3", "+.2f", " .2f", "015.2f", "0=+12.1f", "*^16,.2f", "z.1f", ".0f", ".0e", ".0%", "n", "12"]
for v in vals:
    print(repr(v), [format(v, s) for s in specs])
print(f"{Decimal('1234.5'):$>12,.2f}", f"{Decimal('-1234.5'):=12,.2f}", f"{Decimal('0.00001'):.2e}",
      f"{Decimal('12345678901234567890.5'):,.1f}", f"{Decimal('1e30'):,f}", f"{Decimal('-1e-30'):f}")
with localcontext(rounding=ROUND_HALF_UP):
    print(f"{Decimal('2.675'):.2f}", f"{Decimal('0.125'):.2f}", f"{Decimal('2.5'):.0f}", round(Decimal("2.675"), 2))
print(f"{Decimal('2.675'):.2f}", f"{Decimal('0.125'):.2f}", f"{Decimal('2.5'):.0f}", round(Decimal("2.675"), 2), round(Decimal("0.5")),
      round(Decimal("1.5")), round(Decimal("-2.5")), round(Decimal("123.456"), -1), round(Decimal("123.456"), -3))
for bad in ["x", ".2q", "=,"]:
    try:
        print(format(Decimal("1.5"), bad))
    except ValueError as e:
        print(bad, type(e).__name__, e)

# str/repr of many shapes
for s in ["0.000001", "0.0000001", "1E+3", "123E-2", "-0E+5", "1.000E-7", "12345678901234567890", "1e100", "5E-1000",
          "NaN123", "-sNaN", "  7.50  ", "1_000_000", "١٢٣", "+.5", "-5.", "0e0", "-Infinity", "inf", "nan"]:
    d = Decimal(s)
    print(repr(s), str(d), repr(d), d.to_eng_string(), d.as_tuple())
print(Decimal(0.1), Decimal(1e100), Decimal(-2.5e-5), Decimal(float("nan")), Decimal(float("-inf")), Decimal(-0.0))
print(Decimal((1, (1, 2, 3), -2)), Decimal((0, (), 5)), Decimal((1, (0,), "F")), Decimal((0, (4, 2), "n")), Decimal([0, [1], 3]))
print(int(Decimal("1e20")), int(Decimal("-7.9")), float(Decimal("1e400")), float(Decimal("-1e-400")), float(Decimal("-NaN")),
      complex(Decimal("1.5")) if hasattr(Decimal, "__complex__") else complex(1.5))
import math
print(math.floor(Decimal("-2.5")), math.ceil(Decimal("-2.5")), math.trunc(Decimal("-2.5")), math.floor(Decimal("7")),
      math.isclose(Decimal("1.0"), 1), math.sqrt(Decimal(2)), Decimal("3.7") // 1, Decimal("3.7") % 1)
print(sorted([Decimal("2.5"), 1, 2.25, Decimal("-1"), 0]), max(Decimal("1.50"), Decimal("1.5")), min([Decimal(3), 2]))
print({Decimal("1.0"): "a", Decimal("1.00"): "b", 1: "c"}, hash(Decimal("0.25")) == hash(0.25), hash(Decimal(-1)) == hash(-1),
      hash(Decimal("1e20")) == hash(10**20), hash(Decimal("Infinity")) == hash(float("inf")))
from fractions import Fraction
print(Decimal("0.5") == Fraction(1, 2), Decimal("0.5") < Fraction(2, 3), Fraction(Decimal("0.75")), Decimal(3) == 3.0)
import copy
d = Decimal("3.14")
print(copy.copy(d) is d, copy.deepcopy([d])[0] == d, d.__reduce__())

class Money(Decimal):
    def __str__(self):
        return f"${self:,.2f}"

m = Money("1234.5")
print(m, repr(m), type(m).__name__, type(m + 1).__name__, isinstance(m, Decimal), Money(7) * 2)
