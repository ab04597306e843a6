print(chr(65), chr(0x1F600), chr(0), repr(chr(10)), ord("€"), ord("\n"))
for bad in [-1, 0x110000]:
    try:
        chr(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    ord("ab")
except TypeError as e:
    print(type(e).__name__, e)
try:
    ord("")
except TypeError as e:
    print(type(e).__name__, e)
print(ord(b"a"), ord(bytearray(b"z")))
