for n in [0, 5, -5, 255, -255, 2 ** 40]:
    print(n, bin(n), oct(n), hex(n))
print(str(-0), repr(10 ** 25))
print(format(255, "x"), format(255, "#X"), format(-10, "b"), format(8, "#o"))
print(f"{1234567:,}", f"{1234567:_}", f"{0xDEADBEEF:_x}")
print(int(bin(12345), 2), int(hex(-999), 16))
