from decimal import Decimal, Context, getcontext
import decimal
c = Context(prec=9, traps=[])
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!", type(e).__name__, e)
for a, b in [("1100", "1010"), ("1", "0"), ("111111111", "10"), ("1101", "12"), ("-1", "1"), ("1.0", "1"), ("1111111111111", "1")]:
    show("and " + a + " " + b, lambda: c.logical_and(Decimal(a), Decimal(b)))
    show("or", lambda: c.logical_or(Decimal(a), Decimal(b)))
    show("xor", lambda: c.logical_xor(Decimal(a), Decimal(b)))
    show("inv", lambda: c.logical_invert(Decimal(a)))
for a, b in [("34", "8"), ("12", "9"), ("123456789", "-2"), ("123456789", "0"), ("123456789", "2"), ("-12.34", "3"),
             ("Inf", "2"), ("1", "10"), ("1", "1.5"), ("NaN", "1"), ("123456789012", "1"), ("0", "3")]:
    show("shift " + a + " " + b, lambda: c.shift(Decimal(a), Decimal(b)))
    show("rotate", lambda: c.rotate(Decimal(a), Decimal(b)))
print(Decimal(1100).logical_and(1010), Decimal(101).logical_or(10), Decimal(110).logical_xor(11), Decimal(0).logical_invert())
print(Decimal(12345).shift(2), Decimal(12345).rotate(-2), Decimal("123").shift(-1))
show("trapped", lambda: Decimal(12).logical_and(3))
