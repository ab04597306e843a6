import pprint

long = "The quick brown fox jumps over the lazy dog. " * 5
pprint.pprint(long)
pprint.pprint(long, width=30)
pprint.pprint({"description": long, "short": "ok"})
pprint.pprint(["line one\nline two\nline three that is a bit longer than the others", "x"], width=30)
pprint.pprint("nospacesatallinthisverylongstringthatcannotbesplitanywhere" * 2, width=40)
pprint.pprint({"k": "a b c d e f g h i j k l m n o p q r s t u v w x y z"}, width=20)
pprint.pprint(b"\x00\x01binary data that is long enough to wrap \xff\xfe" * 2, width=30)
pprint.pprint([b"abcdefghijklmnopqrstuvwxyz", b"ab"], width=20)
pprint.pprint(bytearray(b"hello world, this is a bytearray"), width=25)
pprint.pprint("", width=1)
pprint.pprint("tab\tand 'quotes' and \"double\"", width=10)
print(pprint.pformat("x" * 100, width=50))
