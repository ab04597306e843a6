# Arithmetic past 64 bits: factorials, big powers modulo, and a big Fibonacci by iteration.

def bench():
    f = 1
    for i in range(2, 3_000):
        f *= i
    a, b = 0, 1
    for _ in range(20_000):
        a, b = b, a + b
    p = pow(3, 10 ** 6, 10 ** 40 + 7)
    digits = f.bit_length() + len(str(a % 10 ** 200))
    return digits, p % 1000, f % 1_000_003, a % 1_000_003
