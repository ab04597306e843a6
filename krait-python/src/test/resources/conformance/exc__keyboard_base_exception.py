try:
    raise KeyboardInterrupt
except Exception:
    print("not here")
except BaseException as e:
    print("BaseException caught", type(e).__name__)
try:
    raise SystemExit(3)
except SystemExit as e:
    print("exit code", e.code)
print(issubclass(GeneratorExit, Exception), issubclass(StopIteration, Exception), issubclass(ArithmeticError, Exception))
print([c.__name__ for c in ZeroDivisionError.__mro__], LookupError in KeyError.__bases__)
