try:
    try:
        {}["k"]
    except KeyError:
        raise TypeError("while handling")
except TypeError as e:
    print(type(e).__name__, e)
    print(type(e.__context__).__name__, e.__context__, e.__cause__)
try:
    try:
        raise ValueError("first")
    finally:
        pass
except ValueError as e:
    print(e.__context__)
def nested():
    try:
        raise KeyError("a")
    except KeyError:
        try:
            raise IndexError("b")
        except IndexError:
            raise ValueError("c")
try:
    nested()
except ValueError as e:
    print(repr(e), repr(e.__context__), repr(e.__context__.__context__))
