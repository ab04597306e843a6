import math
from fractions import Fraction
from decimal import Decimal

# geometry / finance helpers as agents write them
def haversine(lat1, lon1, lat2, lon2):
    r = 6371.0
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = math.radians(lat2 - lat1)
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(a))

print(round(haversine(48.8566, 2.3522, 51.5074, -0.1278), 6))
print(round(1000 * math.pow(1 + 0.05 / 12, 12 * 10), 6), round(math.log(2) / math.log(1.07), 10))
pts = [(0, 0), (3, 4), (6, 8), (-2, 7)]
print([math.dist(pts[0], p) for p in pts], math.hypot(*pts[1]), round(math.atan2(4, 3), 15))
print([math.comb(10, k) for k in range(11)], math.perm(10, 3), math.factorial(12), math.isqrt(99))
print(math.gcd(2**64, 6**40), math.lcm(*range(1, 21)), math.prod(range(1, 21)) == math.factorial(20))
print(math.fsum([0.1, 0.2, 0.3]), sum([0.1, 0.2, 0.3]), math.fsum(x / 10 for x in range(100)))
print(math.floor(-0.5), math.ceil(-0.5), round(-0.5), math.trunc(1e15 + 0.5), math.floor(Fraction(7, 2)),
      math.ceil(Fraction(-7, 2)), math.floor(Decimal("2.7")), math.sqrt(Fraction(1, 4)), math.exp(Decimal("1")))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-12, 0, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01))
print([round(math.sin(math.radians(d)), 12) for d in range(0, 361, 45)])
print([round(math.cos(x), 12) for x in (0, math.pi / 3, math.pi / 2, math.pi)], math.degrees(math.acos(0.5)))
print(math.log(1e-300), math.log10(12345), math.log2(3), math.log(27, 3), math.log(1024, 2), math.log1p(1e-5))
print(math.gamma(6), math.lgamma(10), math.erf(0), math.erfc(0), math.expm1(1e-5), math.exp(0.5))
print(math.frexp(1e300), math.ldexp(0.5, 1001), math.modf(-7.25), math.fmod(-7.5, 2), math.remainder(-7.5, 2))
print(math.copysign(1, -0.0), math.copysign(float("nan"), -1), math.fabs(-0.0), math.nextafter(0, 1), math.ulp(2 ** 52))
print(math.sqrt(2) ** 2 == 2, math.isqrt(2 ** 200) == 2 ** 100, math.isqrt(10 ** 100 - 1), math.comb(60, 30))
print(math.sumprod([1, 2], [3, 4]) if hasattr(math, "sumprod") else 11, math.inf > 10 ** 1000, -math.inf < -(10 ** 1000))

def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)

for expr in ["math.sqrt()", "math.sqrt(1, 2)", "math.sqrt(None)", "math.sqrt([4])", "math.log()", "math.log(1, 2, 3)",
             "math.log('e')", "math.pow(2)", "math.comb(5)", "math.comb(5, 2, 1)", "math.comb('5', 2)",
             "math.perm(5, 2.0)", "math.factorial(None)", "math.gcd(1.5)", "math.lcm('a')", "math.isqrt(-5)",
             "math.isqrt('9')", "math.floor(None)", "math.ceil([])", "math.fsum(5)", "math.fsum([1, 'x'])",
             "math.prod(5)", "math.dist([1], 2)", "math.dist([1, 'a'], [2, 3])", "math.hypot(1, 'b')",
             "math.isclose(1)", "math.isclose(1, 2, 3)", "math.isclose(1, 2, rel_tol=-0.5)", "math.isclose('a', 1)",
             "math.ldexp(1.0, 1.5)", "math.ldexp('1', 2)", "math.nextafter(1)", "math.ulp('x')", "math.copysign(1)",
             "math.atan2(1)", "math.degrees('x')", "math.fmod(1, 0)", "math.modf('x')", "math.frexp(None)",
             "math.exp(1000)", "math.exp('1')", "math.cosh(1e4)", "math.gamma(-2.0)", "math.lgamma(-1)",
             "math.factorial(10**20)", "math.perm(10, 'a')", "math.trunc(None)", "math.sin(float('inf'))",
             "math.acos(float('nan'))", "math.asin(2)", "math.atanh(-1)", "math.acosh(-1)", "math.log(0.0)",
             "math.log(float('-inf'))", "math.log(float('inf'))", "math.sqrt(-0.0)", "math.sqrt(-1e-300)"]:
    attempt(expr)
