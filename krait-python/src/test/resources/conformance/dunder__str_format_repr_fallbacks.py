class A:
    def __repr__(self): return "A()"
class B:
    def __str__(self): return "B-str"
class C:
    def __format__(self, spec): return f"C[{spec}]"
print(str(A()), format(A()), f"{A()}", f"{B()}", format(C(), "xyz"), f"{C():>5}", str(C()).startswith("<"))
print("{} {!r}".format(A(), A()))
class BadRepr:
    def __repr__(self): return 5
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
class BadStr:
    def __str__(self): return None
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
