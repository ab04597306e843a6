# except* as agent code uses it: each clause gets the matching part of the group, clauses run in
# order, a naked exception is wrapped, the unhandled rest propagates, else/finally as usual.
import sys

def describe(g):
    if isinstance(g, BaseExceptionGroup):
        return f"{type(g).__name__}({g.message!r}, [" + ", ".join(describe(e) for e in g.exceptions) + "])"
    return repr(g)

def run(label, exc):
    print("--", label)
    try:
        try:
            if exc is not None:
                raise exc
            print("body ok")
        except* ValueError as eg:
            print("ValueError clause:", describe(eg))
        except* (TypeError, KeyError) as eg:
            print("TypeError/KeyError clause:", describe(eg))
        except* ArithmeticError:
            print("ArithmeticError clause (no name)")
        else:
            print("else")
        finally:
            print("finally")
    except BaseException as rest:
        print("propagated:", describe(rest))

run("no exception", None)
run("group all handled", ExceptionGroup("g", [ValueError(1), TypeError(2), ZeroDivisionError(3), KeyError(4)]))
run("group partly handled", ExceptionGroup("g", [ValueError(1), OSError(2), RuntimeError(3)]))
run("nothing matches", ExceptionGroup("g", [OSError(1)]))
run("naked match", ValueError("naked"))
run("naked second clause", KeyError("naked key"))
run("naked no match", OSError("naked os"))
run("nested", ExceptionGroup("outer", [ExceptionGroup("a", [ValueError(1), OSError(2)]), ExceptionGroup("b", [TypeError(3)])]))
run("base exception group", BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(5)]))
run("subclass match", ExceptionGroup("g", [UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"), OverflowError("big")]))

# the same exception type in several clauses: only the first sees it
try:
    raise ExceptionGroup("dup", [ValueError(1), ValueError(2)])
except* ValueError as eg:
    print("first clause", len(eg.exceptions))
except* ValueError as eg:
    print("never")

# a clause is skipped when nothing of its type is left, but later clauses still run
try:
    raise ExceptionGroup("g", [TypeError(1)])
except* ValueError:
    print("never")
except* TypeError as eg:
    print("second clause", eg.exceptions)

# sys.exc_info() in a clause is the part that clause handles
try:
    raise ExceptionGroup("info", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print(sys.exc_info()[0].__name__, sys.exc_info()[1] is eg)
except* TypeError as eg:
    print(sys.exc_info()[1] is eg, sys.exc_info()[1])
print(sys.exc_info())

# the name is unbound after the clause
try:
    raise ExceptionGroup("g", [ValueError()])
except* ValueError as gone:
    pass
try:
    print(gone)
except NameError as e:
    print("NameError:", e)

# except* inside functions, loops and with return/break outside the clause
def first_error_kind(exc):
    kinds = []
    try:
        raise exc
    except* ValueError:
        kinds.append("value")
    except* TypeError:
        kinds.append("type")
    return kinds

print(first_error_kind(ExceptionGroup("x", [TypeError(), ValueError()])))
print(first_error_kind(TypeError()))

handled = 0
for i in range(5):
    try:
        if i % 2:
            raise ExceptionGroup("odd", [ValueError(i)])
    except* ValueError as eg:
        handled += eg.exceptions[0].args[0]
        for j in range(3):
            if j == 1:
                break
        else:
            print("unreachable")
    if i == 3:
        break
print("handled", handled)

# a function defined in a clause may return
try:
    raise ExceptionGroup("g", [KeyError("k")])
except* KeyError as eg:
    def summary():
        return [str(e) for e in eg.exceptions]
    print(summary())

# nested try/except* in a clause
try:
    raise ExceptionGroup("outer", [ValueError("o")])
except* ValueError as outer:
    try:
        raise ExceptionGroup("inner", [TypeError("i"), ValueError("j")])
    except* TypeError as inner:
        print("inner", describe(inner), "outer still", describe(outer))
    except* ValueError as inner:
        print("inner value", describe(inner))

# except* with try/finally around it and a generator inside
def gen():
    try:
        yield 1
        raise ExceptionGroup("from gen", [ValueError("g")])
    except* ValueError as eg:
        yield f"handled {eg.exceptions[0]}"
    finally:
        yield "finally"

print(list(gen()))
