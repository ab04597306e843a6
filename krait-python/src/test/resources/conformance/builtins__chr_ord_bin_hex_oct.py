print(bin(10), bin(-10), bin(0), hex(255), hex(-1), oct(64), oct(-8))
print(chr(97), ord("a"), chr(ord("a") + 25), [ord(c) - 96 for c in "abc"])
try:
    hex(1.5)
except TypeError as e:
    print(type(e).__name__, e)
class I:
    def __index__(self): return 42
print(bin(I()), hex(I()), oct(I()))
