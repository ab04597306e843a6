import math

def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)

for expr in [
    "math.sqrt(-1)", "math.sqrt(float('inf'))", "math.sqrt(-0.0)", "math.sqrt('4')", "math.sqrt(10**400)",
    "math.log(0)", "math.log(-1)", "math.log(8, 2)", "math.log(100, 10)", "math.log(10**500)", "math.log(2**1000, 2)",
    "math.log(1, 1)", "math.log(10, 1)", "math.log(10, 0)", "math.log(10, -2)", "math.log(0.5, 0.25)",
    "math.log2(0)", "math.log2(1024)", "math.log2(2**2000)", "math.log10(0.001)", "math.log10(-5)", "math.log10(10**300)",
    "math.log1p(-1)", "math.log1p(-0.5)", "math.log1p(1e-20)", "math.exp(1000)", "math.exp(-1000)", "math.exp(709)",
    "math.expm1(1e-10)", "math.expm1(800)", "math.exp2(10)" if hasattr(math, "exp2") else "2**10",
    "math.pow(0, -1)", "math.pow(-8, 1/3)", "math.pow(2, 1024)", "math.pow(-2, 3)", "math.pow(float('inf'), 0)",
    "math.pow(1, float('nan'))", "math.pow(-1, float('inf'))", "math.pow(0.0, float('-inf'))",
    "math.factorial(-1)", "math.factorial(2.0)", "math.factorial(2.5)", "math.factorial(20)", "math.factorial(0)",
    "math.factorial('3')", "len(str(math.factorial(500)))",
    "math.comb(5, 2)", "math.comb(5, 7)", "math.comb(-1, 2)", "math.comb(5, -2)", "math.comb(5.0, 2)", "math.comb(100, 50)",
    "math.perm(5)", "math.perm(5, 2)", "math.perm(5, 6)", "math.perm(-5, 2)", "math.perm(5, -1)", "math.perm(5, None)",
    "math.isqrt(-1)", "math.isqrt(10**40 + 1)", "math.isqrt(2.0)", "math.isqrt(0)", "math.isqrt(True)",
    "math.gcd()", "math.gcd(12, 18, 27)", "math.gcd(0, 0)", "math.gcd(-4, 6)", "math.gcd(2.0, 4)", "math.lcm()",
    "math.lcm(4, 6, 10)", "math.lcm(0, 5)", "math.lcm(-4, 6)",
    "math.prod([1, 2, 3, 4])", "math.prod([])", "math.prod([2, 3], start=10)", "math.prod([1.5, 2])", "math.prod(['a', 2])",
    "math.prod([[1], 3])", "math.prod(range(1, 11))",
    "math.fsum([0.1] * 10)", "math.fsum([1e100, 1.0, -1e100])", "math.fsum([])", "math.fsum([float('inf'), 1])",
    "math.fsum([float('inf'), float('-inf')])", "math.fsum([1e308, 1e308])", "math.fsum(['a'])",
    "math.dist([0, 0], [3, 4])", "math.dist((1, 2, 3), (4, 6, 8))", "math.dist([0], [1, 2])", "math.dist(1, 2)",
    "math.hypot()", "math.hypot(3, 4)", "math.hypot(1, 2, 3, 4, 5)", "math.hypot(-3)", "math.hypot(float('inf'), float('nan'))",
    "math.hypot(1e200, 1e200)", "math.hypot('a')",
    "math.nextafter(1.0, 2.0)", "math.nextafter(0.0, -1.0)", "math.nextafter(1.0, 1.0)", "math.ulp(1.0)", "math.ulp(0.0)",
    "math.ulp(float('inf'))", "math.ulp(-5e-324)", "math.ulp(1e300)",
    "math.floor(2.5)", "math.floor(-2.5)", "math.floor(float('inf'))", "math.floor(float('nan'))", "math.ceil(1e20)",
    "math.ceil('x')", "math.trunc(-3.7)", "math.trunc('x')", "math.floor(10**30)",
    "math.fmod(10, 3)", "math.fmod(-10, 3)", "math.fmod(10, 0)", "math.fmod(float('inf'), 1)", "math.remainder(10, 3)",
    "math.remainder(10, 0)", "math.remainder(5, 2)", "math.remainder(7, 2)",
    "math.modf(3.5)", "math.modf(-0.0)", "math.modf(float('inf'))", "math.frexp(8.0)", "math.frexp(0.0)", "math.ldexp(1, 1024)",
    "math.ldexp(1.5, -1080)", "math.ldexp(1, 2.0)",
    "math.copysign(3, -0.0)", "math.fabs(-2)", "math.isclose(1.0, 1.0 + 1e-10)", "math.isclose(0, 1e-10)",
    "math.isclose(0, 1e-10, abs_tol=1e-9)", "math.isclose(1, 2, rel_tol=-1)", "math.isfinite(1e308 * 10)",
    "math.isinf(float('-inf'))", "math.isnan(float('nan'))",
    "math.acos(2)", "math.asin(-1.5)", "math.acosh(0.5)", "math.atanh(1)", "math.atanh(0.5)", "math.atan2(0.0, -0.0)",
    "math.atan2(-0.0, -1)", "math.cosh(1000)", "math.sinh(-1000)", "math.tan(math.pi / 4)", "math.degrees(math.pi)",
    "math.radians(180)", "math.cos(float('inf'))", "math.sin(1e22)",
    "math.gamma(0)", "math.gamma(-1)", "math.gamma(0.5)", "math.gamma(171.7)", "math.gamma(5)", "math.lgamma(0)",
    "math.lgamma(-2.5)", "math.lgamma(1000)", "round(math.erf(1), 15)", "math.erf(0)", "math.erfc(float('inf'))",
    "math.pi", "math.e", "math.tau", "math.inf", "math.nan", "-math.inf",
    "math.sqrt(True)", "math.floor(True)", "math.exp(10**400)", "math.log(-10**400)", "math.sqrt(2**1024)",
]:
    attempt(expr)
