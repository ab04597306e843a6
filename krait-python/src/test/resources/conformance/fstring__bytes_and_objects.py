b = b"\x00ab"
print(f"{b} {b!r} {bytearray(b'x')}")
print(f"{None} {True} {...} {print}"[:20])
print(f"{(1, 2)} {[None]} {{'k': 1}} {{1}}")
print(f"{ {'k': 1}['k'] }")
print(f"{range(3)} {slice(1, 2)} {type(3)} {int}")
