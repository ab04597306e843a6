# Building exception groups: CPython's rules for the arguments, the automatic choice of
# ExceptionGroup, attributes, str/repr and the errors a model typically runs into.
def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", type(r).__name__, repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

attempt("list", lambda: ExceptionGroup("two", [ValueError(1), TypeError("t")]))
attempt("tuple", lambda: ExceptionGroup("one", (KeyError("k"),)))
attempt("base all exc", lambda: BaseExceptionGroup("b", [ValueError()]))
attempt("base with base", lambda: BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError()]))
attempt("eg with base", lambda: ExceptionGroup("e", [SystemExit(1)]))
attempt("empty", lambda: ExceptionGroup("e", []))
attempt("not seq", lambda: ExceptionGroup("e", 5))
attempt("set", lambda: ExceptionGroup("e", {ValueError()}))
attempt("generator", lambda: ExceptionGroup("e", (x for x in [ValueError()])))
attempt("dict", lambda: ExceptionGroup("e", {1: ValueError()}))
attempt("not exc item", lambda: ExceptionGroup("e", [ValueError(), "oops"]))
attempt("exc class item", lambda: ExceptionGroup("e", [ValueError]))
attempt("msg not str", lambda: ExceptionGroup(42, [ValueError()]))
attempt("no args", lambda: ExceptionGroup())
attempt("one arg", lambda: ExceptionGroup("only"))
attempt("three args", lambda: ExceptionGroup("m", [ValueError()], 3))
attempt("keywords", lambda: ExceptionGroup(message="m", exceptions=[ValueError()]))
attempt("range", lambda: ExceptionGroup("m", range(2)))

eg = ExceptionGroup("issues", [ValueError("bad"), TypeError("worse"), ExceptionGroup("nested", [KeyError("k")])])
print(str(eg))
print(repr(eg))
print(eg.message, len(eg.exceptions), type(eg.exceptions).__name__)
print(eg.args[0], type(eg.args[1]).__name__)
print([type(e).__name__ for e in eg.exceptions])
print(str(ExceptionGroup("single", [ValueError()])))
print(str(ExceptionGroup("", [ValueError(), ValueError()])))
print(repr(ExceptionGroup("", (ValueError(1),))))

for name in ("message", "exceptions"):
    try:
        setattr(eg, name, "x")
    except AttributeError as e:
        print("set", name, "->", e)

print(ExceptionGroup.__mro__)
print(BaseExceptionGroup.__mro__)
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
print(isinstance(eg, BaseExceptionGroup), isinstance(eg, Exception))
print(ExceptionGroup.__name__, BaseExceptionGroup.__name__)
print(ExceptionGroup[ValueError])

beg = BaseExceptionGroup("mixed", [KeyboardInterrupt(), ValueError(2)])
print(type(beg).__name__, isinstance(beg, Exception), str(beg))

# catching a group with plain except
try:
    raise ExceptionGroup("raised", [ValueError(1), ValueError(2)])
except ExceptionGroup as e:
    print("caught", e, [str(x) for x in e.exceptions])

try:
    raise BaseExceptionGroup("raised", [GeneratorExit()])
except Exception:
    print("wrong: BaseExceptionGroup is not an Exception")
except BaseException as e:
    print("caught base", type(e).__name__, e)

# exceptions are kept by identity
v = ValueError("same")
g = ExceptionGroup("id", [v, v])
print(g.exceptions[0] is v, g.exceptions[1] is v, len(g.exceptions))

# the group's own chaining attributes work as for any exception
try:
    try:
        raise KeyError("first")
    except KeyError as k:
        raise ExceptionGroup("chained", [ValueError("x")]) from k
except ExceptionGroup as e:
    print(repr(e.__cause__), e.__suppress_context__)

# collecting errors into a group, the typical agent pattern
def validate(records):
    errors = []
    for i, r in enumerate(records):
        try:
            if not isinstance(r, dict):
                raise TypeError(f"record {i} is {type(r).__name__}")
            if "id" not in r:
                raise KeyError(f"record {i} has no id")
        except (TypeError, KeyError) as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup(f"{len(errors)} invalid records", errors)
    return len(records)

for batch in ([{"id": 1}], [{"id": 1}, [], {}, "x"]):
    try:
        print("valid", validate(batch))
    except ExceptionGroup as e:
        print(e)
        for sub in e.exceptions:
            print("  ", type(sub).__name__, sub)
