class A: pass
class B(A): pass
class C: pass
print(isinstance(B(), A), isinstance(A(), B), isinstance(1, (str, int)), isinstance("s", (list, tuple)))
print(issubclass(B, A), issubclass(A, B), issubclass(B, (C, A)), issubclass(bool, (int,)), issubclass(A, object))
print(isinstance(True, int), isinstance(1, float), isinstance(None, type(None)), isinstance(int, type))
print(isinstance([], object), isinstance(type, object), isinstance(object, type))
try:
    isinstance(1, 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(B(), A)
except TypeError as e:
    print(type(e).__name__, e)
