def fail(n):
    try:
        raise KeyError(n)
    except KeyError as e:
        raise ValueError(f"v{n}") from e
excs = []
for i in range(2):
    try:
        fail(i)
    except ValueError as e:
        excs.append(e)
e1 = TypeError("ctx")
try:
    try:
        raise OSError("inner ctx")
    except OSError:
        raise e1
except TypeError:
    pass
e2 = RuntimeError("n")
e2.__notes__ = 42
e3 = RuntimeError("n3")
e3.__notes__ = ["a\n", 5]
try:
    raise KeyError("outer cause")
except KeyError as c:
    raise ExceptionGroup("eg", excs + [e1, e2, e3]) from c
