print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5))
print(round(2.675, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(1.005, 2), round(-2.5))
print(round(1234.5678, -2), round(1e20, 2), type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
print(round(0.0), round(-0.4), round(5e-324, 0))
try:
    round(float("inf"))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    round(float("nan"))
except ValueError as e:
    print(type(e).__name__, e)
print(round(float("nan"), 2), round(float("inf"), 1))
