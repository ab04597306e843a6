class Money:
    def __init__(self, cents): self.cents = cents
    def __format__(self, spec):
        if spec == "short":
            return f"${self.cents // 100}"
        return f"${self.cents / 100:{spec or '.2f'}}"
    def __repr__(self): return f"Money({self.cents})"
    def __str__(self): return "money!"
m = Money(12345)
print(f"{m}", f"{m:short}", f"{m:.1f}", f"{m!r}", f"{m!s}", format(m, ""), "{:short}".format(m))
print(f"{m!r:>15}", f"{[m]}")
