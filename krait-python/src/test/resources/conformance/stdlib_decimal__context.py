import decimal
from decimal import (Decimal, Context, getcontext, setcontext, localcontext, Inexact, Rounded, InvalidOperation,
                     DivisionByZero, Overflow, Underflow, Subnormal, Clamped, FloatOperation, ConversionSyntax)

def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, "!", type(e).__name__, e)

ctx = getcontext()
print(ctx)
print(ctx.flags)
print(ctx.traps)
print(len(ctx.traps), list(ctx.traps)[:3], ctx.traps[InvalidOperation], ctx.flags[Inexact], DivisionByZero in ctx.traps)
print(Decimal(1) / 3)
print(ctx.flags[Inexact], ctx.flags[Rounded], ctx.flags[InvalidOperation], [k.__name__ for k, v in ctx.flags.items() if v])
print(ctx)
ctx.clear_flags()
print(ctx.flags[Inexact], sum(ctx.flags.values()))

# trapping Inexact makes inexact operations raise
ctx.traps[Inexact] = True
attempt("1/3", lambda: Decimal(1) / 3)
attempt("1/4", lambda: Decimal(1) / 4)
attempt("sqrt(2)", lambda: Decimal(2).sqrt())
ctx.traps[Inexact] = False

# default traps
attempt("1/0", lambda: Decimal(1) / 0)
attempt("0/0", lambda: Decimal(0) / 0)
attempt("1//0", lambda: Decimal(1) // 0)
attempt("1%0", lambda: Decimal(1) % 0)
attempt("divmod(1,0)", lambda: divmod(Decimal(1), 0))
attempt("abc", lambda: Decimal("abc"))
attempt("1e+", lambda: Decimal("1e+"))
attempt("sqrt(-1)", lambda: Decimal(-1).sqrt())
attempt("ln(-1)", lambda: Decimal(-1).ln())
attempt("inf-inf", lambda: Decimal("Inf") - Decimal("Inf"))
attempt("0*inf", lambda: Decimal(0) * Decimal("Inf"))
attempt("nan<1", lambda: Decimal("NaN") < 1)
attempt("nan==1", lambda: Decimal("NaN") == 1)
attempt("snan==1", lambda: Decimal("sNaN") == 1)
attempt("snan+1", lambda: Decimal("sNaN") + 1)
attempt("overflow", lambda: Decimal("1e999999") * 10)
attempt("10**1e10", lambda: Decimal(10) ** Decimal("1e10"))
attempt("quantize too big", lambda: Decimal("1e30").quantize(Decimal("0.01")))
attempt("0**0", lambda: Decimal(0) ** 0)
attempt("logb(0)", lambda: Decimal(0).logb())
attempt("int(nan)", lambda: int(Decimal("NaN")))
attempt("int(inf)", lambda: int(Decimal("-Inf")))
attempt("round(nan)", lambda: round(Decimal("NaN")))
attempt("round(inf)", lambda: round(Decimal("Inf")))
attempt("float(snan)", lambda: float(Decimal("sNaN")))
attempt("hash(snan)", lambda: hash(Decimal("sNaN")))
attempt("ratio(nan)", lambda: Decimal("NaN").as_integer_ratio())
attempt("ratio(inf)", lambda: Decimal("Inf").as_integer_ratio())
print(isinstance(decimal.DivisionByZero(), ZeroDivisionError), issubclass(ConversionSyntax, InvalidOperation),
      issubclass(Overflow, Inexact), issubclass(Underflow, Subnormal), issubclass(FloatOperation, TypeError),
      issubclass(decimal.DivisionUndefined, ZeroDivisionError), decimal.DecimalException.__mro__[1].__name__)
try:
    Decimal(5) / 0
except ZeroDivisionError as e:
    print("caught as ZeroDivisionError:", type(e).__name__, e.args)

# untrapped signals give special values and set flags
with localcontext() as c:
    c.traps[InvalidOperation] = False
    c.traps[DivisionByZero] = False
    c.traps[Overflow] = False
    print(Decimal("abc"), Decimal(1) / 0, Decimal(-1) / 0, Decimal(0) / 0, Decimal(-1).sqrt(), Decimal("1e999999") * 10)
    print(Decimal("NaN") < 1, Decimal("1e-999999") / 10 ** 30)
    print(c)
    print(sorted(k.__name__ for k, v in c.flags.items() if v))
print(getcontext().flags[DivisionByZero])

# FloatOperation
with localcontext() as c:
    c.clear_flags()
    d = Decimal(0.5)
    print(d, c.flags[FloatOperation])
    c.clear_flags()
    print(Decimal("0.5") == 0.5, c.flags[FloatOperation], Decimal("0.5") < 0.75)
    c.traps[FloatOperation] = True
    attempt("Decimal(0.1)", lambda: Decimal(0.1))
    attempt("from_float", lambda: Decimal.from_float(0.1))
    attempt("lt float", lambda: Decimal(1) < 1.5)
    attempt("eq float", lambda: Decimal(1) == 1.0)

# Context constructor and validation
c = Context(prec=6, rounding=decimal.ROUND_DOWN, traps=[Inexact], Emax=99, Emin=-99)
print(c)
print(c.divide(Decimal(1), 8), c.add(1, 2), c.multiply(Decimal("1.5"), 3))
attempt("c.divide(1,3)", lambda: c.divide(1, 3))
print(c.flags[Inexact], c.flags[Rounded])
print(Context(traps={k: False for k in getcontext().traps}).traps[InvalidOperation])
for args in ["prec=0", "prec=1.5", "rounding='x'", "Emin=5", "Emax=-1", "capitals=2", "clamp=3", "traps=[1]",
             "flags={decimal.Rounded: 1}", "foo=1", "1,2,3,4,5,6,7,8,9"]:
    attempt("Context(" + args + ")", lambda: eval("Context(" + args + ")"))
for attr, val in [("prec", 0), ("prec", "x"), ("rounding", "UP"), ("Emin", 1), ("Emax", -5), ("capitals", 5), ("clamp", -1)]:
    try:
        setattr(c, attr, val)
    except Exception as e:
        print(attr, val, type(e).__name__, e)
attempt("traps[1]", lambda: c.traps[1])
attempt("del traps", lambda: c.traps.__delitem__(Inexact))
attempt("setcontext(1)", lambda: setcontext(1))
attempt("localcontext(foo=1)", lambda: localcontext(foo=1))
attempt("localcontext(prec=-1)", lambda: localcontext(prec=-1))
attempt("add(1.5, 2)", lambda: c.add(1.5, 2))
attempt("add('1', 2)", lambda: c.add("1", 2))
attempt("compare(1.5)", lambda: Decimal(1).compare(1.5))
attempt("quantize('1')", lambda: Decimal(1).quantize("1"))
attempt("exp(1)", lambda: Decimal("1.5").exp(1))
attempt("Decimal(1,2,3)", lambda: Decimal(1, 2, 3))
attempt("Decimal([1])", lambda: Decimal([1]))
attempt("Decimal((2,(1,),0))", lambda: Decimal((2, (1,), 0)))
attempt("Decimal((0,(10,),0))", lambda: Decimal((0, (10,), 0)))
attempt("Decimal({})", lambda: Decimal({}))
attempt("Decimal(1)+1.5", lambda: Decimal(1) + 1.5)
attempt("Decimal(1)+'a'", lambda: Decimal(1) + "a")
attempt("quantize rounding", lambda: Decimal(1).quantize(Decimal(1), rounding="bad"))

# context methods
c = Context(prec=10)
print(c.exp(1), c.ln(10), c.log10(1000), c.sqrt(2), c.power(2, 10), c.power(2, 100, 7), c.divide_int(17, 5),
      c.remainder(17, 5), c.divmod(17, 5), c.abs(-3), c.minus(4), c.plus(Decimal("1.23456789012345")),
      c.fma(2, 3, 4), c.quantize(Decimal("1.2345"), Decimal("0.01")), c.compare(1, 2), c.max(1, 2), c.min(1, 2),
      c.to_integral_exact(Decimal("2.5")), c.create_decimal("3.14159265358979"), c.create_decimal_from_float(0.1),
      c.number_class(Decimal("-0")), c.to_sci_string(Decimal("1E+5")), c.to_eng_string(Decimal("1E+5")),
      c.is_zero(0), c.is_signed(-1), c.copy_sign(1, -2), c.same_quantum(Decimal("1.0"), Decimal("2.0")),
      c.logb(1000), c.scaleb(1, 3), c.next_plus(1), c.Etiny(), c.Etop(), c.radix(), c.copy_decimal(Decimal(5)))
print(Decimal("3.14159265358979", c), c.create_decimal())

# localcontext with kwargs, setcontext
with localcontext(prec=3, rounding=decimal.ROUND_UP) as lc:
    print(lc.prec, lc.rounding, Decimal(2) / 3, +Decimal("1.2345"))
with localcontext(Context(prec=4)) as lc:
    print(lc.prec, Decimal(1) / 7)
print(getcontext().prec, Decimal(1) / 7)
setcontext(decimal.BasicContext)
print(getcontext().prec, getcontext() is decimal.BasicContext, Decimal(1) / 7)
attempt("Basic 1/0", lambda: Decimal(1) / 0)
setcontext(Context())
new = Context(prec=12, rounding=decimal.ROUND_HALF_UP)
setcontext(new)
print(getcontext() is new, Decimal(2) / 3)
setcontext(decimal.DefaultContext)
print(decimal.BasicContext)
print(decimal.ExtendedContext)
print(decimal.DefaultContext)
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.ROUND_05UP)

# subnormals, clamping, Emax
c = Context(prec=3, Emax=10, Emin=-10, traps=[])
print(c.create_decimal("1.23456e10"), c.create_decimal("9.999e10"), c.create_decimal("1e-11"), c.create_decimal("1.234e-12"),
      c.create_decimal("1e-20"), c.multiply(Decimal("1e-9"), Decimal("1e-9")))
print(sorted(k.__name__ for k, v in c.flags.items() if v))
c = Context(prec=3, Emax=10, Emin=-10, clamp=1, traps=[])
print(c.create_decimal("1e10"), c.create_decimal("1.2e10"), c.create_decimal("0E+20"))
c = Context(prec=3, Emax=10, rounding=decimal.ROUND_DOWN, traps=[])
print(c.multiply(Decimal("9e10"), 10), c.multiply(Decimal("-9e10"), 10))
print(Context(capitals=0).create_decimal("1e20"), Context(capitals=0))
