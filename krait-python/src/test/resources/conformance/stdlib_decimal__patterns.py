from decimal import Decimal, ROUND_HALF_UP, getcontext
import decimal, json, statistics
d = Decimal("1234.5678")
print("%.2f" % d, "{:.2f}".format(d), "{:,}".format(d), "{:>12}".format(d), str(d), "%s" % d, "%r" % d)
print(json.dumps({"a": d}, default=str), json.dumps([float(d)]))
print(statistics.mean([Decimal("1.5"), Decimal("2.5")]), statistics.median([Decimal("1"), Decimal("3")]), statistics.stdev([Decimal(1), Decimal(2), Decimal(4)]))
print(Decimal(str(0.1)) + Decimal(str(0.2)), Decimal(1).exp().quantize(Decimal("0.0001")), Decimal("2") ** Decimal("0.5"))
print(sorted({Decimal("1.1"), Decimal("1.10"), Decimal("2")}), Decimal("3.0") == 3, Decimal(3).__hash__() == hash(3))
amounts = ["19.99", "5.01", "100", "0.001"]
print(sum(map(Decimal, amounts)), max(map(Decimal, amounts)), [Decimal(a).quantize(Decimal("0.01"), ROUND_HALF_UP) for a in amounts])
print(int(Decimal("42.9")), round(Decimal("42.5")), round(Decimal("42.567"), 1), Decimal("1e-7"), Decimal("-0.0000001"))
print(decimal.Decimal("100") / decimal.Decimal("3") * 3, Decimal(10) // 3, Decimal(-10) // 3, Decimal(-10) % 3)
print(Decimal("5") > 4.9, Decimal("5") < 5.1, Decimal("NaN") != Decimal("NaN"), Decimal("1.0").normalize(), Decimal(0).normalize())
print(repr(Decimal("0.1") * 3), Decimal(1) / Decimal(3) * 3 == 1, getcontext().prec)
print(f"{Decimal('0.125'):.2%}", f"{Decimal('-1234567.891'):,.2f}", f"{Decimal('1e-10'):f}", f"{Decimal('1e10'):e}")
import math
print(math.fsum([Decimal("0.1")] * 3), math.isclose(Decimal("1.0"), Decimal("1.0000000001")), float(sum([Decimal("0.1")] * 3)))
print(type(Decimal(1) + True).__name__, Decimal(1) + True, abs(Decimal("-1.50")), -Decimal("1.50"), Decimal("1.50").copy_negate())
print(Decimal("12.345").as_tuple().exponent, len(Decimal("12.345").as_tuple().digits), Decimal((0, (1, 2), -1)))
