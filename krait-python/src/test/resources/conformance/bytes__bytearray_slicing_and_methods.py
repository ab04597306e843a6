ba = bytearray(b"hello world")
ba[0:5] = b"HELLO"
print(ba, ba[::2], ba.count(b"o"), ba.split())
ba[-5:] = b"there!"
print(ba, len(ba))
del ba[5:]
print(ba, ba.decode(), ba.lower(), bytes(ba) == b"HELLO")
print(bytearray(b"x") * 3, bytearray(b"ab") + b"cd", b"cd" + bytearray(b"ab"))
print(type(bytearray(b"ab") + b"cd").__name__, type(b"cd" + bytearray(b"ab")).__name__)
