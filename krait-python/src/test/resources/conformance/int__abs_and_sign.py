for n in [0, 3, -3, 2 ** 70, -(2 ** 70)]:
    print(abs(n), -n, n > 0)
print(abs(True), abs(-0.0), abs(-2.5))
class A:
    def __abs__(self): return "abs!"
print(abs(A()))
try:
    abs("x")
except TypeError as e:
    print(type(e).__name__, e)
