t = tuple("abcdefg")
print(t[1:5], t[::-2], t[10:], type(t[1:2]).__name__)
b = b"abcdefg"
print(b[1:4], b[::-1], b[-2:], type(b[0]).__name__, b[0], b[-1])
r = range(0, 30, 3)
print(r[2:5], r[::-1], r[::2][1:3], list(r[-3:]), r[5], r[-1])
print(range(10)[::-3], list(range(10)[::-3]))
ba = bytearray(b"hello")
print(ba[1:3], ba[::-1], ba[0])
