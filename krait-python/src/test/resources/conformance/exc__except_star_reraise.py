# What an except* statement raises at its end: the unhandled rest, parts re-raised with a bare
# raise (merged back into the original's shape), and new exceptions raised in clauses (collected
# with the rest into a new ExceptionGroup('', [...])).
def describe(g):
    if isinstance(g, BaseExceptionGroup):
        return f"{type(g).__name__}({g.message!r}, [" + ", ".join(describe(e) for e in g.exceptions) + "])"
    return repr(g)

def outcome(label, fn):
    try:
        fn()
        print(label, "-> nothing raised")
    except BaseException as e:
        print(label, "->", describe(e))
        return e

def bare_reraise():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError:
        raise

def reraise_two_clauses():
    try:
        raise ExceptionGroup("orig", [ValueError(1), ExceptionGroup("in", [TypeError(2), KeyError(3)])])
    except* ValueError:
        raise
    except* TypeError:
        raise
    except* KeyError:
        pass

def raise_new():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("clause failed")

def raise_new_and_rest():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise RuntimeError("from value clause")
    except* TypeError:
        raise

def raise_in_two_clauses():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("a")
    except* TypeError:
        raise KeyError("b")

def raise_part_by_name():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        raise eg

def raise_from_part():
    try:
        raise ExceptionGroup("orig", [ValueError(1)])
    except* ValueError as eg:
        raise LookupError("wrapped") from eg

def naked_reraise():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise

def naked_new():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise TypeError("converted")

def naked_unmatched():
    try:
        raise ValueError("naked")
    except* TypeError:
        pass

def raise_group_in_clause():
    try:
        raise ExceptionGroup("orig", [ValueError(1)])
    except* ValueError:
        raise ExceptionGroup("new", [OSError("a"), OSError("b")])

def raise_in_finally_after():
    try:
        try:
            raise ExceptionGroup("orig", [ValueError(1), TypeError(2)])
        except* ValueError:
            pass
    finally:
        print("  finally sees the rest propagate")

for fn in (bare_reraise, reraise_two_clauses, raise_new, raise_new_and_rest, raise_in_two_clauses,
           raise_part_by_name, raise_from_part, naked_reraise, naked_new, naked_unmatched,
           raise_group_in_clause, raise_in_finally_after):
    outcome(fn.__name__, fn)

# identity: a bare re-raise of everything gives back the original object
orig = ExceptionGroup("same", [ValueError(1), ValueError(2)])
def all_reraised():
    try:
        raise orig
    except* ValueError:
        raise
e = outcome("all_reraised", all_reraised)
print("is orig:", e is orig)

# a partial re-raise keeps leaf identity
leaf = TypeError("leaf")
def partial():
    try:
        raise ExceptionGroup("p", [ValueError(1), leaf])
    except* ValueError:
        pass
e = outcome("partial", partial)
print("leaf kept:", e.exceptions[0] is leaf, e.message)

# chaining of exceptions raised in clauses
e = outcome("context", raise_new)
first = e.exceptions[0]
print(type(first).__name__, describe(first.__context__))
e = outcome("cause", raise_from_part)
print(describe(e.__cause__), e.__suppress_context__)
e = outcome("naked context", naked_new)
print(describe(e.__context__))

# the rest of an outer handler: nested try/except*
def nested():
    try:
        try:
            raise ExceptionGroup("deep", [ValueError(1), TypeError(2), KeyError(3)])
        except* ValueError:
            print("  inner handled ValueError")
    except* TypeError as eg:
        print("  outer handled", describe(eg))
outcome("nested", nested)

# exceptions escaping the type expression of a clause
def bad_type_expr():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* undefined_name:
        pass
outcome("bad type expression", bad_type_expr)

# a clause that handles everything and returns normally lets execution continue
def recover():
    results = []
    try:
        raise ExceptionGroup("g", [ValueError(1), ValueError(2)])
    except* ValueError as eg:
        results.extend(e.args[0] for e in eg.exceptions)
    results.append("after")
    return results
print(recover())
