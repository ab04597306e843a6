def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"could not parse {s!r}") from e
try:
    parse("x")
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__, type(e.__context__).__name__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("no cause") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
