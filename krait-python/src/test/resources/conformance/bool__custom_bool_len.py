class A:
    def __bool__(self): return False
class B:
    def __len__(self): return 0
class C:
    def __len__(self): return 3
class D:
    pass
print(bool(A()), bool(B()), bool(C()), bool(D()))
print("yes" if C() else "no", not A())
class Bad:
    def __bool__(self): return 1
try:
    bool(Bad())
except TypeError as e:
    print(type(e).__name__, e)
class NegLen:
    def __len__(self): return -1
try:
    bool(NegLen())
except ValueError as e:
    print(type(e).__name__, e)
