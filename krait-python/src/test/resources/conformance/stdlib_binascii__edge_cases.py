import binascii

print(binascii.hexlify(b"\x00\xffabc"), binascii.hexlify(b"\x01\x02\x03\x04", "-"), binascii.hexlify(b"abcdef", b":", 2))
print(binascii.b2a_hex(b"xyz", sep=" ", bytes_per_sep=-2), bytes.fromhex("de ad be ef").hex(":"))
print(binascii.unhexlify("DEADbeef"), binascii.a2b_hex(b"00ff"))
print(binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False), binascii.a2b_base64(b"aGk=\n"))
print(binascii.a2b_base64(b"a G k ="), binascii.a2b_base64("aGk="))
print(binascii.crc32(b"hello"), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.crc32(b""))
print(binascii.crc_hqx(b"hello", 0), binascii.crc_hqx(b"hello", 0xFFFF))

for bad in [lambda: binascii.unhexlify("abc"), lambda: binascii.unhexlify("zz"), lambda: binascii.a2b_base64(b"aGk"),
            lambda: binascii.hexlify("str"), lambda: binascii.a2b_base64(b"a"), lambda: binascii.hexlify(b"ab", "--"),
            lambda: binascii.crc32("s"), lambda: binascii.a2b_base64(b"aGk=", strict_mode=True),
            lambda: binascii.a2b_base64(b"aG=k", strict_mode=True), lambda: binascii.a2b_base64(b"=aGk", strict_mode=True)]:
    try:
        print("ok:", bad())
    except (binascii.Error, TypeError, ValueError) as e:
        print(type(e).__name__, "|", e)
print(issubclass(binascii.Error, ValueError), issubclass(binascii.Incomplete, Exception))
