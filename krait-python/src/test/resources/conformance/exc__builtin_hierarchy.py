checks = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError),
    (IndexError, LookupError), (UnboundLocalError, NameError), (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError), (UnicodeDecodeError, ValueError),
    (StopIteration, Exception), (KeyboardInterrupt, Exception), (GeneratorExit, BaseException),
    (SystemExit, Exception), (Exception, BaseException), (FileNotFoundError, OSError), (TimeoutError, OSError),
    (AssertionError, Exception), (StopAsyncIteration, Exception), (TypeError, ValueError), (bool, int),
]
for sub, sup in checks:
    print(sub.__name__, sup.__name__, issubclass(sub, sup))
