print((255).bit_length(), (0).bit_length(), (-1).bit_length(), (2 ** 100).bit_length())
print((10).bit_count(), (-7).bit_count())
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xff", "big", signed=True))
print((-1).to_bytes(2, "big", signed=True))
print((7).conjugate(), (7).numerator, (7).denominator, (7).real, (7).imag)
print((3).as_integer_ratio())
print(int.__name__, (5).__class__.__name__)
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print(type(e).__name__, e)
