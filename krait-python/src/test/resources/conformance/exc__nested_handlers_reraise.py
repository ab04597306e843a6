def risky(n):
    if n == 0: raise ZeroDivisionError("zero")
    if n == 1: raise KeyError("one")
    return n
for n in range(3):
    try:
        try:
            print(risky(n))
        except ZeroDivisionError as e:
            print("inner caught", e)
            raise
        finally:
            print("inner finally", n)
    except (ZeroDivisionError, KeyError) as e:
        print("outer caught", type(e).__name__, e)
    else:
        print("no error", n)
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise
except ValueError as e:
    print("reraised", e)
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
