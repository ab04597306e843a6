def parse(s):
    try:
        return int(s)
    except ValueError:
        raise TypeError(f"bad input {s!r}") from None
print(parse("3"))
parse("x")
