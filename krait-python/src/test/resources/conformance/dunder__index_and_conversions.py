class Idx:
    def __index__(self): return 2
class Num:
    def __int__(self): return 7
    def __float__(self): return 7.5
    def __complex__(self): return 1j
    def __round__(self, n=None): return "rounded" if n is None else f"rounded{n}"
    def __trunc__(self): return 9
i = Idx()
print([10, 20, 30][i], "abc"[i], bin(i), hex(i), list(range(5))[i:], (1, 2, 3) * i)
n = Num()
print(int(n), float(n), complex(n), round(n), round(n, 3))
try:
    [1][Num()]
except TypeError as e:
    print(type(e).__name__, e)
