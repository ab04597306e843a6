print(-1 & 0xFF)
print(-256 | 15)
print(-5 ^ 3)
print(~0, ~-1, ~255)
print(-16 >> 2, -1 >> 100, -17 >> 1)
print(1 << 100)
print((1 << 100) >> 98)
print(0b1010 & 0b0110, 0o17 | 0x10)
print(True & False, True | False, True ^ True)
print(type(True & True).__name__, type(True + True).__name__)
try:
    print(1 << -1)
except ValueError as e:
    print(type(e).__name__, e)
