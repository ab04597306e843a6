# PEP 604 unions: annotations are evaluated when the def runs, so `int | None` must work.



def lookup(key: str, default: int | None = None) -> dict[str, int] | None:
    return {key: default} if default is not None else None


print(lookup("a", 1), lookup("b"))
print(lookup.__annotations__)
u = int | str | None
print(u, type(u).__name__, u.__args__)
print(isinstance(3, u), isinstance(2.5, u), isinstance(None, u))
print(issubclass(bool, int | float), issubclass(str, int | float))
print(int | int, (int | str) == (str | int), list[int] | None)
try:
    int | 3
except TypeError as e:
    print(type(e).__name__, e)
