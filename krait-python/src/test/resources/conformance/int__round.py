print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(5, 0), round(15, -1), round(25, -1), type(round(7, 2)).__name__)
print(round(10 ** 20 + 5, -1))
print(round(7), round(-7))
