print(abs(-5), abs(5.5), abs(-0), abs(True), abs(-3 + 4j))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(True, 1))
print(pow(2, 8), pow(2, -1), pow(2, 8, 7), pow(-2, 3), pow(2.5, 2), pow(base=3, exp=2), pow(3, 2, mod=4))
print(round(3.14159, 2), round(2.5), round(-3.5), round(17, -1), round(0.5 + 1e-9))
print(round(1.23456789, ndigits=4), round(5))
try:
    round("1")
except TypeError as e:
    print(type(e).__name__, e)
