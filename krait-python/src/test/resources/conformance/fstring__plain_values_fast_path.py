class S(str):
    def __str__(self): return "S!"
    def __format__(self, spec): return "F!"
class I(int):
    def __str__(self): return "I!"
x = 2.5
print(f"{1}|{-7}|{10**30}|{x}|{1e300}|{float('nan')}|{-0.0}|{'s'}|{S('a')}|{I(3)}|{True}|{None}|{x:.2f}|{7:>4}", str(I(4)), str(S("b")), format(3, ""), format(S("q"), ""))
try: f"{10**5000}"
except ValueError as e: print(e)
print("%s %s" % (S("z"), I(9)), " ".join(str(i) for i in range(5)))
