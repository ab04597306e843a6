print(float("1.5"), float("  -2.25\n"), float("1e3"), float("1_000.5"))
print(float(".5"), float("5."), float("-0"), float(7), float(2 ** 60))
for bad in ["", "abc", "1.2.3", "1e", "0x10", "1__0"]:
    try:
        float(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    float(2 ** 2000)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    float([])
except TypeError as e:
    print(type(e).__name__, e)
print(float("1e400"), float("-1e-400"))
