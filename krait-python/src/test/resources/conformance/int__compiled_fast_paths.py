# Exact int and float operators on the compiled tier's fast paths, at and past their edges:
# bitwise ops and shifts within a long and beyond it, true division of ints near 2**53,
# float/int mixes, float comparisons with NaN and infinities, and the errors the general
# path raises (negative shift counts, division by zero). Each expression runs in a loop so a
# function is hot and its sites see both the fast and the general cases in turn.

def bits(values):
    out = []
    for x in values:
        for y in (0, 1, 3, 62, 63, 64, 100, -1):
            row = [x & y, x | y, x ^ y]
            try:
                row.append(x << y)
            except ValueError as e:
                row.append(str(e))
            try:
                row.append(x >> y)
            except ValueError as e:
                row.append(str(e))
            out.append(row)
    return out


def divisions(values):
    out = []
    for x in values:
        for y in (1, -3, 7, 2**53, 2**53 + 1, -(2**53), 10**20, 0, 0.5, -0.0):
            try:
                out.append(repr(x / y))
            except ZeroDivisionError as e:
                out.append("ZeroDivisionError: " + str(e))
    return out


def mixes(values):
    out = []
    for x in values:
        for y in (0.5, -2.25, 1e308, float("inf"), float("nan"), 3, 2**53 + 1, -(2**60)):
            row = []
            for op in ("+", "-", "*"):
                if op == "+":
                    row.append(repr(x + y))
                    row.append(repr(y + x))
                elif op == "-":
                    row.append(repr(x - y))
                    row.append(repr(y - x))
                else:
                    row.append(repr(x * y))
                    row.append(repr(y * x))
            out.append(" ".join(row))
    return out


def compares(values):
    out = []
    for x in values:
        for y in values:
            out.append((x < y, x <= y, x == y, x != y, x > y, x >= y))
    return out


ints = [0, 1, -1, 5, -7, 2**31, 2**53, 2**53 + 1, -(2**53) - 3, 2**62, 2**63 - 1, -(2**63), 2**64 + 5, -(2**70)]
for _ in range(3):
    r = bits(ints)
print(len(r))
for row in r[:40]:
    print(row)
for row in r[-20:]:
    print(row)
for _ in range(3):
    d = divisions(ints + [2.5, -1e300])
print(len(d))
for i in range(0, len(d), 10):
    print(" ".join(d[i:i + 10]))
for _ in range(3):
    m = mixes([0, 1, -3, 2**53, 2**53 + 1, 7.5, float("-inf"), -0.0])
for line in m:
    print(line)
floats = [0.0, -0.0, 1.5, -2.5, float("inf"), float("-inf"), float("nan"), 1e-320]
for _ in range(3):
    c = compares(floats)
for row in c:
    print(row)
total = 0
acc = 1.0
for i in range(2000):
    total += (i & 255) ^ (i >> 3) | (i << 2)
    acc = acc * 1.0001 + i / 7
print(total, repr(acc))
