def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(48, 18), gcd(2 ** 64, 2 ** 40 * 3), gcd(17, 5))
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x, y = y, (y + n // y) // 2
    return x
print(isqrt(10 ** 40), isqrt(99), isqrt(2 ** 101))
print([n for n in range(2, 60) if all(n % d for d in range(2, n))])
