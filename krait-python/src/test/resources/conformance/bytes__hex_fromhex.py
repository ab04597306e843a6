b = bytes([0, 15, 16, 255])
print(b.hex(), b.hex(":"), b.hex("-", 2), bytes.fromhex("de ad be ef"))
print(bytes.fromhex("00ff").hex(), bytearray.fromhex("4142"))
try:
    bytes.fromhex("abc")
except ValueError as e:
    print(type(e).__name__, e)
try:
    bytes.fromhex("zz")
except ValueError as e:
    print(type(e).__name__, e)
print(b"\xca\xfe".hex().upper())
