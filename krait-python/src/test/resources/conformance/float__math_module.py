import math
print(math.sqrt(16), math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7))
print(math.pi, math.e, math.tau)
print(math.inf, -math.inf, math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1.0))
print(math.floor(2.0), type(math.floor(2.5)).__name__, math.ceil(2 ** 70 + 0.0) == 2 ** 70)
print(math.gcd(12, 18), math.fabs(-3), math.pow(2, 10), math.log(math.e), math.log10(1000), math.log2(1024))
print(math.isclose(0.1 + 0.2, 0.3), math.hypot(3, 4), math.factorial(20))
print(math.copysign(1, -0.0), math.exp(0), round(math.sin(math.pi / 2), 10))
try:
    math.sqrt(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    math.log(0)
except ValueError as e:
    print(type(e).__name__, e)
