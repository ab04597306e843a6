def f():
    raise ValueError("bad value")
def g():
    try:
        f()
    except ValueError as e:
        e.add_note("note one")
        e.add_note("multi\nline")
        raise
try:
    g()
except ValueError as e:
    v = e
k = KeyError("k")
try:
    raise k
except KeyError as e:
    k = e
raise ExceptionGroup("outer", [v, ExceptionGroup("inner", [k, TypeError("t")]), RuntimeError("plain")])
