b = b"hello"
print(b, len(b), b[0], b[-1], b[1:3], list(b[:2]))
print(type(b[0]).__name__, type(b[0:1]).__name__)
print(b + b" world", b * 2, b"l" in b, 108 in b, b"xyz" in b)
print(bytes(3), bytes([65, 66, 67]), bytes(range(3)), bytes("é", "utf-8"), bytes())
print(b"\x00\x01\xff", b"\t\n\r", b"'", b'"', b"\\")
try:
    bytes([256])
except ValueError as e:
    print(type(e).__name__, e)
try:
    bytes("abc")
except TypeError as e:
    print(type(e).__name__, e)
try:
    b[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
