print(7 / 2, 6 / 3, -7 / 2, 1 / 3)
print(10 ** 20 / 10 ** 10, type(4 / 2).__name__)
print(2 ** 100 / 2 ** 99)
print(1 / 7 * 7 == 1)
try:
    print(10 ** 400 / 1)
except OverflowError as e:
    print(type(e).__name__, e)
print((10 ** 400) / (10 ** 399))
print(-1 / 3, 22 / 7)
