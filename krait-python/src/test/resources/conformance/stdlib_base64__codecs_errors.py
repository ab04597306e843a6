import base64
import binascii

data = b"Hello, Krait! \x00\xff\xfe binary"
for name in ["b64encode", "urlsafe_b64encode", "b32encode", "b32hexencode", "b16encode", "a85encode", "b85encode", "standard_b64encode"]:
    enc = getattr(base64, name)(data)
    dec = getattr(base64, name.replace("encode", "decode"))(enc)
    print(f"{name:<20} {enc!r} roundtrip={dec == data}")

print(base64.a85encode(b"\x00\x00\x00\x00 spaces    here", foldspaces=True))
print(base64.a85encode(b"wrap me at a small column please", wrapcol=10, adobe=True))
print(base64.a85decode(b"<~87cURD]i,\"Ebo80~>", adobe=True))
print(base64.a85decode(b"z"), base64.a85decode(b"y", foldspaces=True))
print(base64.b85encode(b"abc", pad=True), base64.b85decode(b"VPa!s"))
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode(b"-_8=", altchars=b"-_"))
print(base64.encodebytes(b"x" * 60))
print(base64.decodebytes(b"eHh4\n"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs\nbG8="), base64.b32decode("mzxw6===", casefold=True))
print(base64.b16decode("ff00", casefold=True), base64.b64encode(bytearray(b"ab")))

errors = [
    lambda: base64.b64decode("aGVsbG8"),
    lambda: base64.b64decode("aGVsbG8=!", validate=True),
    lambda: base64.b64decode("a"),
    lambda: base64.b64decode("é"),
    lambda: base64.b64encode("text"),
    lambda: base64.b32decode("MZXW6==="[:-1]),
    lambda: base64.b32decode("mzxw6==="),
    lambda: base64.b16decode("ff00"),
    lambda: base64.b16decode("f"),
    lambda: base64.a85decode(b"<~abc", adobe=True),
    lambda: base64.a85decode(b"ab~cd"),
    lambda: base64.b85decode(b"|||||"),
    lambda: base64.b85decode(b"ab\x00"),
    lambda: base64.standard_b64decode(123),
    lambda: base64.urlsafe_b64decode("++"),
]
for fn in errors:
    try:
        print("ok:", fn())
    except Exception as e:
        print(type(e).__name__, "|", e, "|", isinstance(e, ValueError))
print(binascii.Error.__mro__[1].__name__)
