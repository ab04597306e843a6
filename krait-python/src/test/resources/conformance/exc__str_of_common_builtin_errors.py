errs = [ValueError("v"), TypeError("t", 1), KeyError("k"), IndexError(), ZeroDivisionError("z"), AttributeError("a"), RuntimeError(), StopIteration(3), AssertionError("msg"), NameError("n")]
for e in errs:
    print(f"{type(e).__name__:<18}|{str(e)!r:<10}|{e!r}|{e.args}")
