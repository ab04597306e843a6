try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise 42
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise object
except TypeError as e:
    print(type(e).__name__, e)
class NotExc: pass
try:
    raise NotExc()
except TypeError as e:
    print(type(e).__name__, e)
try:
    try:
        pass
    except 5:
        pass
    raise KeyError("fine")
except KeyError as e:
    print("ok", e)
