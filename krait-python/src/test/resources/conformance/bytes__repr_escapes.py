print(repr(b"\x00\x7f\x80\xff"), repr(b"a'b"), repr(b'a"b'), repr(b"a'\"b"))
print(repr(b"\t\n\r\x0b\x0c"), repr(bytearray(b"\x01x")))
print(str(b"x"), f"{b'y'}", ascii(b"z"))
print(bytes(b"copy"), bytes(bytearray(b"c2")), bytes(3))
