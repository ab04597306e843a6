class Suppress:
    def __init__(self, *types): self.types = types
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            print("suppressed", et.__name__, ev)
            return True
        return False
with Suppress(KeyError, IndexError):
    {}["missing"]
print("continued 1")
with Suppress(ValueError):
    pass
try:
    with Suppress(KeyError):
        int("x")
except ValueError as e:
    print("escaped", e)
def f():
    with Suppress(ZeroDivisionError):
        return 1 / 0
    return "after with"
print(f())
