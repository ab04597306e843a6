print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, (-8) ** (1 / 3) == (-8) ** (1 / 3))
print(2 ** -2, 10 ** -3, 4 ** 0.5, 2.0 ** 3)
print(pow(3, 4), pow(3, 4, 5), pow(2, 100, 1000))
print(pow(3, -1, 7), pow(-3, 3, 5))
try:
    0 ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print(type(e).__name__, e)
print(type((-1) ** 0.5).__name__)
print(1 ** 1000000, (-1) ** 1000001)
