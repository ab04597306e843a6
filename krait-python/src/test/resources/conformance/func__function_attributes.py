def f(a, b=1):
    """Docstring here."""
    return a
print(f.__name__, f.__doc__, f.__defaults__, f.__qualname__, f.__module__)
f.custom = 42
print(f.custom, f.__dict__)
def outer():
    def inner(): pass
    return inner
print(outer().__qualname__)
class K:
    def meth(self): pass
print(K.meth.__qualname__, K().meth.__name__, K().meth.__self__.__class__.__name__)
print((lambda: 0).__name__, (lambda: 0).__doc__)
