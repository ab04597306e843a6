from math import inf, nan, e, tau, isnan, isinf, ceil
print(inf > 10 ** 300, isnan(nan), isinf(-inf), round(e, 5), round(tau / 2, 5))
print(ceil(1.0000001), ceil(-1.5), type(ceil(2.0)).__name__)
import math as m
print(m.fsum([0.1] * 10), sum([0.1] * 10), m.prod([1, 2, 3, 4]), m.comb(5, 2), m.perm(5, 2))
print(m.isqrt(10), m.dist((0, 0), (3, 4)), m.degrees(m.pi), m.radians(180) == m.pi)
