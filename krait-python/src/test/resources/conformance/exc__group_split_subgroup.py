# split() and subgroup() on flat and nested groups: by type, by tuple of types, by predicate;
# identity of full matches, None for empty parts, metadata copied to the parts.
def names(g):
    if g is None:
        return None
    if isinstance(g, BaseExceptionGroup):
        return f"{type(g).__name__}({g.message!r}, [" + ", ".join(names(e) for e in g.exceptions) + "])"
    return f"{type(g).__name__}({g})"

leaf1, leaf2, leaf3 = ValueError(1), TypeError(2), ValueError(3)
inner = ExceptionGroup("inner", [leaf2, leaf3])
eg = ExceptionGroup("outer", [leaf1, inner, KeyError("k")])

for cond in (ValueError, TypeError, KeyError, LookupError, (ValueError, KeyError), OSError, Exception):
    m, r = eg.split(cond)
    print("split", cond if isinstance(cond, tuple) else cond.__name__, "->", names(m), "|", names(r))

print("subgroup", names(eg.subgroup(ValueError)))
print("subgroup none", eg.subgroup(ZeroDivisionError))
print("predicate", names(eg.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] > 1)))
print("predicate split", [names(p) for p in eg.split(lambda e: "k" in str(e))])

# the predicate sees groups too, outermost first
seen = []
def spy(e):
    seen.append(type(e).__name__ + ":" + (e.message if isinstance(e, BaseExceptionGroup) else str(e)))
    return False
print(eg.split(spy)[0])
print(seen)

# a predicate matching a whole nested group keeps it by identity
m = eg.subgroup(lambda e: e is inner)
print(m.exceptions[0] is inner)
print(eg.subgroup(lambda e: True) is eg)
m, r = eg.split(Exception)
print(m is eg, r)
print(eg.subgroup(lambda e: isinstance(e, ValueError)).exceptions[0] is leaf1)

# parts are new groups with the original's message
m, r = eg.split(ValueError)
print(type(m).__name__, m.message, m is not eg, r.message)

# metadata: cause, context, notes are copied to the parts; notes are a copy
cause = RuntimeError("cause")
eg.__cause__ = cause
eg.__context__ = OSError("context")
eg.add_note("note on the group")
m, r = eg.split(TypeError)
print(m.__cause__ is cause, r.__cause__ is cause, repr(m.__context__), m.__notes__, r.__notes__)
m.__notes__.append("only on m")
print(eg.__notes__, m.__notes__)
print(m.__suppress_context__)

# BaseExceptionGroup parts become ExceptionGroup when they hold only Exceptions
beg = BaseExceptionGroup("mixed", [KeyboardInterrupt(), ValueError(1)])
m, r = beg.split(ValueError)
print(type(m).__name__, type(r).__name__, names(m), names(r))
print(type(beg.subgroup(KeyboardInterrupt)).__name__)

# wrong matchers
for bad in (1, "ValueError", [ValueError], (ValueError, 1), len, object(), ValueError(1), int):
    try:
        eg.split(bad)
    except TypeError as e:
        print("bad", type(bad).__name__, "->", e)
try:
    eg.subgroup()
except TypeError as e:
    print("no arg ->", type(e).__name__)

# a predicate that raises propagates
def boom(e):
    raise RuntimeError("predicate failed")
try:
    eg.split(boom)
except RuntimeError as e:
    print("raised", e)

# deep nesting
deep = ValueError("leaf")
for i in range(30):
    deep = ExceptionGroup(f"level{i}", [deep, KeyError(i)])
m, r = deep.split(ValueError)
depth = 0
g = m
while isinstance(g, BaseExceptionGroup):
    depth += 1
    g = g.exceptions[0]
print("deep", depth, g, len(r.exceptions))

# splitting what a TaskGroup-like collector produced
results = []
errors = []
for n in range(8):
    try:
        if n % 3 == 0:
            raise ValueError(f"bad {n}")
        if n % 4 == 0:
            raise TimeoutError(f"slow {n}")
        results.append(n)
    except Exception as e:
        errors.append(e)
group = ExceptionGroup("batch", errors)
timeouts, others = group.split(TimeoutError)
print(results, names(timeouts), names(others))

# absurdly deep nesting fails with RecursionError, not a crash
g = ValueError(1)
for i in range(3000):
    g = ExceptionGroup(str(i), [g, KeyError(i)])
for what in ("split", "except*"):
    try:
        if what == "split":
            g.split(ValueError)
        else:
            try:
                raise g
            except* KeyError:
                pass
    except RecursionError as e:
        print(what, "RecursionError", e)
