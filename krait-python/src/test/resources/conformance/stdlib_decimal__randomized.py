# Differential sweep: random operands and contexts (seeded), every operation's result and flags.
import random
from decimal import Decimal, Context, DecimalException
import decimal

rng = random.Random(1234)
ROUNDINGS = [decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_HALF_UP,
             decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP]
SIGNALS = [decimal.Clamped, decimal.InvalidOperation, decimal.DivisionByZero, decimal.Inexact, decimal.Rounded,
           decimal.Subnormal, decimal.Overflow, decimal.Underflow]

def rand_dec():
    kind = rng.random()
    if kind < 0.04:
        return Decimal(rng.choice(["Infinity", "-Infinity", "NaN", "0", "-0", "0E-5", "1", "-1"]))
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 12)))
    exp = rng.randint(-15, 8)
    sign = rng.choice(["", "-"])
    return Decimal(f"{sign}{digits}E{exp}")

def flags(c):
    return "".join(s.__name__[0:2] for s in SIGNALS if c.flags[s])

ops2 = ["add", "subtract", "multiply", "divide", "divide_int", "remainder", "remainder_near", "compare", "max", "min",
        "max_mag", "min_mag", "quantize", "power", "compare_total", "copy_sign", "next_toward", "same_quantum"]
ops1 = ["sqrt", "exp", "ln", "log10", "logb", "normalize", "plus", "minus", "abs", "to_integral_exact",
        "to_integral_value", "next_plus", "next_minus", "number_class", "to_sci_string", "to_eng_string"]
for i in range(220):
    c = Context(prec=rng.randint(1, 30), rounding=rng.choice(ROUNDINGS), Emax=rng.choice([99, 999, 999999]),
                Emin=rng.choice([-99, -999, -999999]), traps=[], clamp=rng.choice([0, 0, 1]))
    a = rand_dec()
    b = rand_dec()
    if rng.random() < 0.5:
        op = rng.choice(ops2)
        if op == "power":
            b = Decimal(rng.randint(-6, 12)) if rng.random() < 0.6 else Decimal(rng.choice(["0.5", "1.5", "-0.25", "2.5", "0.1"]))
            a = a if a.adjusted() < 4 else a.scaleb(-a.adjusted())
        if op == "quantize":
            b = Decimal(f"1E{rng.randint(-8, 4)}")
        try:
            r = getattr(c, op)(a, b)
        except DecimalException as e:
            r = type(e).__name__
        print(i, op, a, b, c.prec, c.rounding[6:], r, flags(c))
    else:
        op = rng.choice(ops1)
        if op in ("exp",) and a.adjusted() > 3:
            a = a.scaleb(-a.adjusted())
        try:
            r = getattr(c, op)(a)
        except DecimalException as e:
            r = type(e).__name__
        print(i, op, a, c.prec, c.rounding[6:], r, flags(c))
# the fma and the three-argument power
for i in range(20):
    a, b, d = rand_dec(), rand_dec(), rand_dec()
    c = Context(prec=rng.randint(3, 20), traps=[])
    print("fma", a, b, d, c.fma(a, b, d), flags(c))
    x, y, m = rng.randint(-50, 50), rng.randint(0, 30), rng.randint(1, 97)
    print("powmod", x, y, m, c.power(x, y, m), pow(Decimal(x), y, m) if x or y else "-")
