b = b"abcdef"
print(b[1:3], b[::-1], b[0], b[-1], b[::2], list(b[:2]))
ba = bytearray(b"hello")
ba[0:1] = b"J"
ba[1:] = b"ELLO"
print(ba)
ba[2:4] = b""
print(ba)
ba[::-1] = b"abc"
print(ba)
try:
    ba[0] = 256
except ValueError as e:
    print(e)
try:
    ba[0:1] = "x"
except TypeError as e:
    print(e)
