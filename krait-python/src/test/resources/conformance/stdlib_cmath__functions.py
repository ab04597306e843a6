import cmath
import math

def c(z):
    return complex(round(z.real, 12), round(z.imag, 12))

vals = [1+2j, -1+2j, 3-4j, -0.5-0.5j, 2, -2, 0.3j, 1e-5+1e-5j, 10+0.1j, -7.25, 1j, 0.999+0j, 1.5+0j]
for name in ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
             "asinh", "acosh", "atanh"]:
    f = getattr(cmath, name)
    out = []
    for z in vals:
        try:
            out.append(c(f(z)))
        except ValueError as e:
            out.append("ValueError")
    print(name, out)
print(cmath.sqrt(-1), cmath.sqrt(4), cmath.sqrt(-0.0), cmath.sqrt(complex(-4, -0.0)), cmath.sqrt(1e-320+1e-320j))
print(cmath.exp(1j * cmath.pi), cmath.log(-1), cmath.log(1j), cmath.log(100, 10), cmath.log(8, 2), cmath.log(1+1j, 1j))
print(cmath.phase(-1), cmath.phase(-1-0j), cmath.phase(complex(-1, -0.0)), cmath.phase(1j), cmath.phase(0), cmath.phase(3))
print(cmath.polar(1+1j), cmath.polar(-2), cmath.polar(0), cmath.rect(2, cmath.pi / 2), cmath.rect(1, 0), cmath.rect(-1, 0.5))
print(cmath.isclose(1+1j, 1+1.0000000001j), cmath.isclose(1, 1.1), cmath.isclose(0, 1e-10, abs_tol=1e-9),
      cmath.isfinite(1+1j), cmath.isinf(complex(math.inf, 0)), cmath.isnan(complex(0, math.nan)), cmath.isnan(1j))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj.imag != cmath.nanj.imag)
print(c(cmath.exp(700 + 1j)), c(cmath.log(1e308 + 1e308j)), c(cmath.atanh(1 + 1e-200j)), c(cmath.acos(1e200)),
      c(cmath.asinh(-1e300j)), c(cmath.tanh(800 + 2j)), cmath.sqrt(1e308 + 1e308j))

def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)

for expr in ["cmath.log(0)", "cmath.log(0j, 2)", "cmath.atanh(1)", "cmath.atanh(-1)", "cmath.exp(1000)",
             "cmath.cosh(1000+1j)", "cmath.sinh(-1000)", "cmath.sqrt('x')", "cmath.sqrt()", "cmath.sqrt(1, 2)",
             "cmath.phase(None)", "cmath.rect(1j, 0)", "cmath.rect(1)", "cmath.isclose(1, 2, rel_tol=-1)",
             "cmath.log(1, 1)", "cmath.polar(1e308+1e308j)", "cmath.exp(710)"]:
    attempt(expr)
