def f():
    try:
        raise ValueError("original")
    except ValueError:
        print("logging")
        raise
try:
    f()
except ValueError as e:
    print("outer got", e)
try:
    try:
        raise KeyError("k")
    except KeyError as e:
        err = e
    raise err
except KeyError as e:
    print("re-raised stored", e)
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
