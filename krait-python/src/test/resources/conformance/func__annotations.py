def f(x: int, y: "str" = "d", *args: float, z: list[int] = None, **kw: dict) -> bool:
    return True
print(f.__annotations__)
def g(a, b): pass
print(g.__annotations__)
x: int = 5
y: str
print(x)
try:
    print(y)
except NameError as e:
    print(type(e).__name__, e)
print(f("not an int"))
class C:
    a: int = 1
    b: str
print(C.__annotations__, C.a, hasattr(C, "b"))
