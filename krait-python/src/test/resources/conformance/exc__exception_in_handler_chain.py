try:
    try:
        raise KeyError("a")
    except KeyError as e:
        raise ValueError("b") from e
    finally:
        print("finally sees", "something")
except ValueError as v:
    print(v, repr(v.__cause__))
err = None
try:
    raise IndexError("gone")
except IndexError as e:
    err = e
print(err, type(err).__mro__[1].__name__)
try:
    e
except NameError as ne:
    print("NameError", ne)
def chain():
    try:
        raise OSError("disk")
    except OSError as e:
        raise RuntimeError("failed") from e
try:
    chain()
except RuntimeError as r:
    print(r, "<-", r.__cause__, isinstance(r.__cause__, OSError))
