class Bad:
    def __str__(self): raise RuntimeError("str failed")
    def __repr__(self): return "Bad()"
try:
    print(str(Bad()))
except RuntimeError as e:
    print("caught", e)
print(repr(Bad()), [Bad()])
try:
    f"{Bad()}"
except RuntimeError as e:
    print("fstring", e)
class BadRepr:
    def __repr__(self): return 42
try:
    repr(BadRepr())
except TypeError as e:
    print(e)
