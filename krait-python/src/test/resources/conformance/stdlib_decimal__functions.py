from decimal import Decimal, getcontext, localcontext, Context
import decimal

vals = ["2", "0.5", "10", "1e-10", "123.456", "-1.5", "0", "1", "0.001", "9.99e5", "3.14159265358979323846", "1E+50",
        "7", "0.9999999", "100", "1e-100"]
for s in vals:
    d = Decimal(s)
    row = [s]
    for name in ["exp", "ln", "log10", "sqrt"]:
        try:
            row.append(str(getattr(d, name)()))
        except decimal.DecimalException as e:
            row.append(type(e).__name__)
    print(" | ".join(row))

for prec in [1, 3, 9, 50]:
    with localcontext(prec=prec):
        print(prec, Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(2).log10(), Decimal(3) ** Decimal("0.5"))

pows = [("2", "10"), ("2", "-2"), ("1.1", "2"), ("1.1", "100"), ("7", "-3"), ("4", "0.5"), ("8", "1/3"), ("2", "0.5"),
        ("10", "-2"), ("-2", "3"), ("-2", "-3"), ("0", "5"), ("0", "-1"), ("-8", "0.5"), ("1.5", "2.5"), ("100", "1.5"),
        ("1", "1000"), ("1.000", "3"), ("0.1", "3"), ("25", "-0.5"), ("Infinity", "2"), ("Infinity", "-2"),
        ("2", "Infinity"), ("0.5", "Infinity"), ("-Infinity", "3"), ("1e10", "1e10"), ("0", "0"), ("9", "0.5"),
        ("12.25", "0.5"), ("16", "0.25"), ("1e-5", "-3"), ("3", "200")]
for a, b in pows:
    try:
        if b == "1/3":
            r = Decimal(a) ** (Decimal(1) / 3)
        else:
            r = Decimal(a) ** Decimal(b)
        print(a, "**", b, "=", repr(r))
    except decimal.DecimalException as e:
        print(a, "**", b, "!", type(e).__name__, e)
print(pow(Decimal(3), 4, 5), pow(Decimal(-7), 3, 10), pow(Decimal(2), 100, 1000007), Decimal(2) ** 3, 2 ** Decimal(3))

print(Decimal("123.456").logb(), Decimal("0.00123").logb(), Decimal("Infinity").logb())
print(Decimal("1.23").scaleb(5), Decimal("1.23").scaleb(-5), Decimal("7").scaleb(0), Decimal("Inf").scaleb(3))
print(Decimal(2).fma(3, 4), Decimal("1.5").fma(Decimal("2.5"), Decimal("-3.75")), Decimal("1e20").fma(1, 1))
print(Decimal("2.5").to_integral_value(), Decimal("3.5").to_integral_value(), Decimal("-2.5").to_integral_exact(),
      Decimal("2.567").to_integral_value(rounding=decimal.ROUND_UP), Decimal("12E+3").to_integral_exact(),
      Decimal("-0.4").to_integral(), Decimal("0.000").to_integral_exact())
print(Decimal(1).compare(2), Decimal(2).compare(2), Decimal(3).compare(Decimal("2.5")), Decimal("NaN").compare(1))
print(Decimal("1.0").compare_total(Decimal("1.00")), Decimal("-1").compare_total(1), Decimal("NaN").compare_total(1),
      Decimal("1").compare_total(Decimal("NaN")), Decimal("-NaN").compare_total(Decimal("-1")),
      Decimal("sNaN").compare_total(Decimal("NaN")), Decimal("-3").compare_total_mag(2))
print(Decimal(1).max(2), Decimal(1).min(2), Decimal("NaN").max(5), Decimal(5).min(Decimal("NaN")),
      Decimal("1.0").max(Decimal("1.00")), Decimal("-0").max(Decimal("0")), Decimal(-3).max_mag(2), Decimal(-3).min_mag(2))
print(Decimal(-1.5).copy_sign(1), Decimal(1.5).copy_sign(Decimal("-0")), Decimal("NaN").copy_sign(-1))
print(Decimal("1").next_plus(), Decimal("1").next_minus(), Decimal("-0").next_plus(), Decimal(5).next_toward(10),
      Decimal(5).next_toward(0), Decimal(5).next_toward(5))
print(Decimal("18").remainder_near(6), Decimal("10").remainder_near(6), Decimal("-10").remainder_near(3),
      Decimal("10.2").remainder_near(1))
print(Decimal("0.1").same_quantum(Decimal("0.2")), Decimal("0.1").same_quantum(Decimal("1")),
      Decimal("Inf").same_quantum(Decimal("-Inf")))
for s in ["1", "-0", "0", "Infinity", "-Infinity", "NaN", "sNaN", "1e-999999", "-1e-1000000"]:
    d = Decimal(s)
    print(s, d.number_class(), d.is_normal(), d.is_subnormal(), d.is_zero(), d.is_finite(), d.is_infinite(),
          d.is_nan(), d.is_qnan(), d.is_snan(), d.is_signed(), d.is_canonical(), d.adjusted(), d.as_tuple())
print(Decimal("3.14").as_integer_ratio(), Decimal("-0.125").as_integer_ratio(), Decimal("1e3").as_integer_ratio(),
      Decimal(0).as_integer_ratio())
print(Decimal.from_float(0.1), Decimal.from_float(2.5), Decimal.from_float(float("-inf")), Decimal.from_float(7))
print(Decimal("1e5").to_eng_string(), Decimal("123E+7").to_eng_string(), Decimal("0E-7").to_eng_string(),
      Decimal("-1.5E-8").to_eng_string(), Decimal("0E+2").to_eng_string(), Decimal("1.2345E+10").to_eng_string())
print(Decimal("123.4500").normalize(), Decimal("0.00").normalize(), Decimal("-1E+2").normalize(), Decimal("1.2E-3").normalize())
print(Decimal("1.30") + Decimal("1.2"), Decimal("-0") + Decimal("0"), -Decimal("0"), +Decimal("-0"), abs(Decimal("-0.0")),
      Decimal("1.5") - Decimal("1.5"), Decimal("0.0") * Decimal("-3"), Decimal("-5") / Decimal("0.5"))
print(divmod(Decimal(7), Decimal(2)), divmod(Decimal(-7), Decimal(2)), divmod(Decimal("7.5"), Decimal("-2")),
      Decimal("7.5") // Decimal("-2"), Decimal("7.5") % Decimal("-2"), 7 % Decimal(3), divmod(10, Decimal(3)))
print(Decimal(1) / Decimal("3.000"), Decimal("6.00") / Decimal("2"), Decimal("1E+2") / Decimal("0.5"), Decimal(0) / Decimal(7),
      Decimal("0.00") / Decimal("1E+5"))
print(Decimal("1.234E+5") + 1, Decimal("1e-30") + 1, Decimal("9" * 28) + 1, Decimal("-0.0") + Decimal("-0.00"))
