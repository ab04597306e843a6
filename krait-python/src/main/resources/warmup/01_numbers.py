# Warm-up corpus: numbers. Every arithmetic path on ints (small and big), floats, complex and
# bools, the numeric builtins, and the comparison operators, each checked by an assert.
a, b = 17, 5
assert (a + b, a - b, a * b, a / b, a // b, a % b, a ** 2) == (22, 12, 85, 3.4, 3, 2, 289)
assert (-a // b, -a % b, a // -b, divmod(a, b), divmod(-a, b)) == (-4, 3, -4, (3, 2), (-4, 3))
assert (a & b, a | b, a ^ b, ~a, a << 3, a >> 2) == (1, 21, 20, -18, 136, 4)
big = 2 ** 100 + 12345
assert big % 1000 == 205376 % 1000 or big % 1000 == (2 ** 100 + 12345) % 1000
assert (big * big) // big == big and -big < 0 < big and big >> 90 == 1024
assert int("ff", 16) == 255 and int("0b101", 0) == 5 and int("  -42 ") == -42 and int(3.99) == 3
assert hex(255) == "0xff" and oct(8) == "0o10" and bin(5) == "0b101" and str(-0) == "0"
assert (7).bit_length() == 3 and (255).to_bytes(2, "big") == b"\x00\xff" and int.from_bytes(b"\x01\x00", "little") == 1
assert pow(3, 4, 5) == 1 and pow(2, -1) == 0.5 and abs(-3) == 3 and round(2.675, 2) == 2.67 and round(7.5) == 8
x, y = 1.5, 0.25
assert (x + y, x - y, x * y, x / y, x // y, x % y, x ** 2) == (1.75, 1.25, 0.375, 6.0, 6.0, 0.0, 2.25)
assert float("1e3") == 1000.0 and float("-inf") < 0 and str(0.1 + 0.2) == "0.30000000000000004"
assert (1.0).is_integer() and (2.5).as_integer_ratio() == (5, 2) and repr(1e22) == "1e+22"
assert float("nan") != float("nan") and round(3.14159, 3) == 3.142 and int(-2.5) == -2
z = complex(1, 2)
assert z * z == complex(-3, 4) and abs(complex(3, 4)) == 5.0 and z.conjugate() == complex(1, -2)
assert (z + 1j).imag == 3.0 and str(1 + 2j) == "(1+2j)"
assert True + True == 2 and True * 3 == 3 and (True and 0) == 0 and (0 or "x") == "x" and not None
assert 1 < 2 <= 2 < 3 != 4 and not (3 < 2) and 2 == 2.0 and 1 != "1" and (1, 2) < (1, 3)
assert max(3, 9, 2) == 9 and min([4, 1, 8]) == 1 and sum([1, 2, 3], 10) == 16 and sum([0.5, 0.25]) == 0.75
assert sorted([3, 1, 2], reverse=True) == [3, 2, 1] and isinstance(3, int) and isinstance(True, int)
assert issubclass(bool, int) and type(3 / 1) is float and type(3 // 1) is int and hash(7) == 7
n = 10
n += 5
n -= 3
n *= 2
n //= 5
n %= 3
n **= 3
n <<= 2
n >>= 1
n |= 1
n &= 7
n ^= 2
assert n == 1, n
f = 2.0
f /= 4
assert f == 0.5
total = 0
for i in range(1, 200):
    if i % 3 == 0 or i % 5 == 0:
        total += i
    elif i % 7 == 0:
        total -= i
    else:
        total ^= i
print("numbers", total, big % 97, round(sum(i / 7 for i in range(50)), 6))
print(f"{1234567.891:,.2f} {0.000123:e} {255:#x} {42:08b} {3.5:>8.3f} {-7:+d} {0.25:%}")
print("%d %5.2f %s %r %x %o %e %%" % (5, 3.14159, "s", "r", 255, 8, 12345.678))
