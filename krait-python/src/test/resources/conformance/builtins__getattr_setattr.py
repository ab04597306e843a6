class P:
    x = 1
p = P()
print(getattr(p, "x"), getattr(p, "y", "dflt"), hasattr(p, "x"), hasattr(p, "y"))
setattr(p, "y", 5)
print(p.y, hasattr(p, "y"), vars(p))
delattr(p, "y")
print(hasattr(p, "y"))
try:
    getattr(p, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(p, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    delattr(p, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr("abc", "upper")(), getattr([], "append").__name__)
