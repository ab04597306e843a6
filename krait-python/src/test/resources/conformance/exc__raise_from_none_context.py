def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise ValueError(f"missing {k}") from None
try:
    lookup({}, "a")
except ValueError as e:
    print(e, e.__cause__, e.__context__ is not None, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__cause__ is e.__context__, e.__suppress_context__)
try:
    try:
        {}["x"]
    except KeyError:
        raise TypeError("during handling")
except TypeError as e:
    print(repr(e.__context__), e.__cause__)
lookup({}, "zz")
