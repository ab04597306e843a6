class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        if spec == "usd":
            return f"${self.v:,.2f}"
        return format(self.v, spec)
m = Money(1234.5)
print(f"{m:usd} {m:.1f} {m}")
print(format(m, "usd"), "{:usd}".format(m))
class NoFmt:
    pass
try:
    print(f"{NoFmt():>5}")
except TypeError as e:
    print(type(e).__name__, e)
class BadFmt:
    def __format__(self, spec): return 5
try:
    print(f"{BadFmt()}")
except TypeError as e:
    print(type(e).__name__, e)
