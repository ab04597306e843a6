class Upper(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
    def shout(self): return self + "!"
u = Upper("hi")
print(u, u.shout(), len(u), isinstance(u, str), type(u).__name__, u == "HI")
class Money(int):
    def __repr__(self): return f"${int(self)}"
m = Money(5)
print(repr(m), m + 1, type(m + 1).__name__, repr(Money(7)), m * 2)
class Pos(float):
    def __new__(cls, v):
        return super().__new__(cls, abs(v))
print(Pos(-2.5), Pos(3) + 1)
