print(format(42), format(42, ""), format("x", "^5"), format(None), format([1, 2]))
print(format(3.0), format(1e16), format(-0.0, "+"), format(True), format(True, ">5"))
try:
    format(None, "x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    format([1], "5")
except TypeError as e:
    print(type(e).__name__, e)
print(type(format(1)).__name__)
