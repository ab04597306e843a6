print(int(3.9), int(-3.9), int(True), int(1e20))
print(int(b"12"), int(bytearray(b"-7")))
print(int(), int("٣"))
try:
    int(float("inf"))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    int(float("nan"))
except ValueError as e:
    print(type(e).__name__, e)
try:
    int(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int([1])
except TypeError as e:
    print(type(e).__name__, e)
class I:
    def __index__(self): return 9
class T:
    def __int__(self): return 4
print(int(T()), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9][I()])
