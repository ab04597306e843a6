print(divmod(-10 ** 20, 7))
print(divmod(10 ** 20, -7))
print(-10 ** 20 // 3, -10 ** 20 % 3)
print((2 ** 70) // (2 ** 35), (2 ** 70) % (2 ** 35 - 1))
print(divmod(-7.5, 2))
print(divmod(7, -0.5))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
