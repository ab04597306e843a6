# Big-int operations through the metered paths (split multiplication, stepwise modular pow,
# Newton isqrt, linear power-of-two text both ways) agree with CPython.
import math
from fractions import Fraction

x = 3 ** 100000
y = x * x
print(y % 1000007, y.bit_length())
z = x * (x - 12345) * -1
print(z % 999983, z.bit_length(), z < 0)
w = (7 ** 30000) * (x + 1)
print(w % 65537, w.bit_length())

for a, b in [(x, 7 ** 20000), (-x, 7 ** 20000), (x, -(7 ** 20000)), (-x, -(7 ** 20000))]:
    q, r = divmod(a, b)
    print(q % 1009, r % 1013, q * b + r == a, a // b == q, a % b == r)

print(pow(7, 3 ** 300, 2 ** 4000 + 1) % 1000003)
print(pow(7, 3 ** 300, 2 ** 4000) % 1000003)
print(pow(-7, 3 ** 300, -(2 ** 4001 + 3)) % 1000003)
print(pow(12345, -1, 2 ** 4000 + 1) * 12345 % (2 ** 4000 + 1))

for n in [10 ** 3000 + 12345, (10 ** 1500 + 7) ** 2, (10 ** 1500 + 7) ** 2 - 1, 2 ** 9001, 3 ** 20000]:
    r = math.isqrt(n)
    print(r % 1000003, r * r <= n < (r + 1) * (r + 1))

h = x >> 7
print(hex(h)[:20], hex(h)[-20:], len(hex(h)))
print(bin(-h)[:20], len(bin(h)), oct(h)[-12:], len(oct(h)))
print(format(h, '_x')[:24], len(format(h, '_x')), format(h, '#_b')[-30:], format(-h, 'X')[:10])
s = format(h, 'x')
print(int(s, 16) == h, int('0x' + s, 0) == h, int('-' + s, 16) == -h)
print(int(format(h, 'b'), 2) == h, int(format(h, 'o'), 8) == h, int('_'.join(s), 16) == h)
print(int('v' * 5000, 32) == 32 ** 5000 - 1, int('3' * 7000, 4) == 4 ** 7000 - 1)
print(int('0' * 100 + '1' * 100, 2), int('00' + 'f' * 17, 16))

for t in ['0x1p-1074', '0x1p-1075', '0x3p-1076', '0x1.8p-1074', '0x1.fffffffffffff7p1023',
          '0x' + '1' + '0' * 300 + 'p-2300', '0x' + 'f' * 300 + 'p-1200', '0x.' + '0' * 50 + '1p200',
          '0x1.00000000000008p0', '0x1.00000000000018p0', '0x1.000000000000080000000001p0', '-0x' + 'a' * 40]:
    print(t[:30], float.fromhex(t))
try:
    float.fromhex('0x1.fffffffffffff8p1023')
except OverflowError as e:
    print('OverflowError', e)

f = Fraction(3 ** 200, 7 ** 100)
print(round(f, 5), round(f, -80), str(Fraction(10 ** 40, 3)), repr(Fraction(-2, 10 ** 30)))
print(math.factorial(3000) % 1000003, math.comb(5000, 2500) % 1000003, math.perm(4000, 1000) % 1000003)
print(math.gcd(3 ** 5000 * 5 ** 7, 3 ** 4000 * 5 ** 9) == 3 ** 4000 * 5 ** 7, math.lcm(2 ** 300, 3 ** 200) % 1009)
print(int.from_bytes(b'\x01' * 3000, 'little') % 1000003, (2 ** 30000 - 1).to_bytes(3750, 'big')[:3])
