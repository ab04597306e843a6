print(True + True, True * 10, False - 1, True / 2)
print(isinstance(True, int), issubclass(bool, int), type(True) is bool)
print(sum([True, True, False, True]))
print(True == 1, (True == 1) == False)
print(int(True), str(True), repr(False), f"{True}", f"{True:d}", f"{True:>6}")
print(bool("False"), bool(0.0), bool(-1))
try:
    class B(bool): pass
except TypeError as e:
    print(type(e).__name__, e)
print(True.__class__.__name__, hash(True), ~True, -True)
