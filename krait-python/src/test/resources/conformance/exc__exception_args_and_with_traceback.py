e = ValueError("a", 1)
print(e.args, str(e), repr(e))
e2 = e.with_traceback(None)
print(e2 is e, e.__traceback__)
try:
    raise TypeError
except TypeError as t:
    print(repr(t), t.args, str(t) == "")
try:
    raise ValueError("x") from KeyError("y")
except ValueError as v:
    print(repr(v.__cause__))
try:
    raise 5
except TypeError as te:
    print(te)
try:
    raise ValueError from 5
except TypeError as te:
    print(te)
class NotExc: pass
try:
    try:
        pass
    finally:
        raise NotExc
except TypeError as te:
    print(te)
