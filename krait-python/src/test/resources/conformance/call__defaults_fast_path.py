# Positional calls that leave trailing parameters to their defaults (plain functions, methods,
# class __init__), with defaults replaced mid-loop; mixed int/float and big-int arithmetic.


def f(a, b=10, c=[]):
    c.append(a)
    return a + b + len(c)


def g(a, b=1, *, k=2):
    return a * b * k


class V:
    def __init__(self, x, y=0, z=None):
        self.x = x
        self.y = y
        self.z = z

    def scaled(self, by=2, plus=0):
        return self.x * by + self.y + plus


total = 0
for i in range(3000):
    total += f(i) + f(i, 1) + f(i, 1, [i]) + g(i) + g(i, 2)
    if i == 1500:
        f.__defaults__ = (100, [])
    if i == 2000:
        f.__defaults__ = (5, [])
print(total)
try:
    f()
except TypeError as e:
    print("TypeError:", e)
f.__defaults__ = None
try:
    f(1)
except TypeError as e:
    print("TypeError:", e)
vs = [V(i) if i % 3 else V(i, i, "z") for i in range(3000)]
print(sum(v.scaled() + v.scaled(3) + v.scaled(1, 1) for v in vs), vs[3].z, vs[4].y)
try:
    V()
except TypeError as e:
    print("TypeError:", e)


def rec(n, acc=0):
    return acc if n == 0 else rec(n - 1, acc + n)


print(rec(200))

big = 2 ** 53 + 1
vals = [3, 2.5, -7, 0.1, big, -(2 ** 63), 2 ** 63 - 1, 2 ** 100, True, 1e308]
out = []
for x in vals:
    for y in vals:
        for op in (lambda p, q: p + q, lambda p, q: p - q, lambda p, q: p * q, lambda p, q: p / q):
            try:
                out.append(repr(op(x, y)))
            except (ZeroDivisionError, OverflowError) as e:
                out.append(type(e).__name__ + ": " + str(e))
print(len(out), hash(tuple(out)) == hash(tuple(out)))
for line in out[::7]:
    print(line)
acc = 0.0
n = 1
for i in range(1, 200):
    acc += i * 0.5 - i
    n *= i
    n -= i
    acc = acc + (i % 7) * 1.25
print(acc, n % 1000003, n.bit_length())
