ba = bytearray(b"abc")
ba[0] = 65
ba.append(100)
ba.extend(b"ef")
ba += b"!"
print(ba, len(ba))
ba.insert(0, 42)
print(ba.pop(), ba.pop(0), ba)
ba.remove(ord("c"))
print(ba)
del ba[0]
print(ba, ba.find(b"d"), ba.upper())
ba.reverse()
print(ba, bytes(ba), ba == b"fedb")
ba.clear()
print(ba, bytearray(3), bytearray([1, 2]))
try:
    ba.append(300)
except ValueError as e:
    print(type(e).__name__, e)
