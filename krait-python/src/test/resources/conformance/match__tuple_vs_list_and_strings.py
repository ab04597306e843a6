def f(x):
    match x:
        case (1, 2):
            return "one-two"
        case [1, *rest]:
            return f"starts with 1, rest={rest}"
        case "12":
            return "string 12"
        case b"12":
            return "bytes 12"
        case _:
            return "nope"
for v in [(1, 2), [1, 2], [1, 2, 3], "12", b"12", (2, 1), bytearray(b"12")]:
    print(repr(v), f(v))
