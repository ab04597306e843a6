from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero
import decimal

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
total = sum(prices)
print(total, repr(total), total * 3, total / 3)
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(tax, total + tax, (total + tax).quantize(Decimal("1."), rounding=ROUND_DOWN))
print(Decimal("1.10") + Decimal("2.20"), Decimal("1.1") * Decimal("1.1"), Decimal("10") / Decimal("4"))
print(Decimal(1) / Decimal(3), Decimal(2).sqrt(), Decimal("1.00") / 2, Decimal("7") // 2, Decimal("-7") // 2, Decimal("-7") % 3)
print(Decimal(0.1), Decimal("1e3"), Decimal("1E+3") + 0, Decimal("0.000001"), Decimal("0.0000001"), Decimal("-0"))
print(Decimal("123.4500").normalize(), Decimal("100").normalize(), Decimal("2.5").to_integral_value(), Decimal("3.5").to_integral_value())
print(Decimal("3.14159").as_tuple(), Decimal((0, (1, 4, 1), -2)), Decimal("  42  "), Decimal("1_000.5"))
print(round(Decimal("2.675"), 2), round(Decimal("2.5")), int(Decimal("-3.9")), float(Decimal("0.25")))
print(Decimal("2") == 2, Decimal("0.5") == 0.5, Decimal("0.1") == 0.1, Decimal("1.5") > 1, 2 < Decimal("2.01"))
print(hash(Decimal(5)) == hash(5), hash(Decimal("0.5")) == hash(0.5), Decimal("1.0") in {1}, sorted([Decimal("1.5"), Decimal("-2"), Decimal("0")]))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.5'):.1%}", f"{Decimal('3.14159'):>10.3f}|", f"{Decimal('-2.5'):08.2f}", f"{Decimal('12.5')}")
print(Decimal("NaN"), Decimal("-Infinity"), Decimal("inf") > 10**100, Decimal("NaN") == Decimal("NaN"))
print(getcontext().prec, getcontext().rounding)
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456789") + 0)
print(Decimal(1) / Decimal(7))
getcontext().prec = 6
print(Decimal(2) / Decimal(3), Decimal("1.23456789") * 1)
getcontext().prec = 28
getcontext().rounding = ROUND_HALF_UP
print(Decimal("2.5").quantize(Decimal("1")), Decimal("0.125").quantize(Decimal("0.01")))
for expr in ["Decimal('abc')", "Decimal(1) / 0", "Decimal('1.5') + 1.5", "Decimal('1e30').quantize(Decimal('0.01'))"]:
    try:
        eval(expr)
    except InvalidOperation as e:
        print("InvalidOperation", isinstance(e, ArithmeticError))
    except DivisionByZero as e:
        print("DivisionByZero", isinstance(e, ZeroDivisionError))
    except TypeError as e:
        print("TypeError", "unsupported operand" in str(e))
print(Decimal("10") ** 2, Decimal("2") ** -2, Decimal("1.5").is_signed(), Decimal("-1.5").copy_abs(), Decimal("1.23E+5").adjusted())
print(sum([Decimal("0.1")] * 10) == Decimal("1.0"), Decimal(10**30) * 10, max(Decimal("1"), Decimal("2")))
