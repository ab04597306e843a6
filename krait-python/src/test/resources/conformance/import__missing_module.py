try:
    import definitely_not_a_module_krait
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from math import no_such_function
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0], e.name)
print(issubclass(ModuleNotFoundError, ImportError))
