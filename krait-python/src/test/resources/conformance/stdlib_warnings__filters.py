import warnings

def old_api(x):
    warnings.warn("old_api is deprecated; use new_api", DeprecationWarning, stacklevel=2)
    return x * 2

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(old_api(2))
    warnings.warn("plain user warning")
    warnings.warn("runtime issue", RuntimeWarning)
    warnings.warn(UserWarning("instance warning"))
print(len(caught), [w.category.__name__ for w in caught])
print([str(w.message) for w in caught])
print(isinstance(caught[0].message, DeprecationWarning), caught[0].filename is not None, type(caught[0].lineno).__name__)

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error")
    except UserWarning as e:
        print("raised:", type(e).__name__, e)
    try:
        old_api(1)
    except DeprecationWarning as e:
        print("raised:", e)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
print("ignored count:", len(caught))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", category=RuntimeWarning)
    warnings.filterwarnings("error", message="fatal.*")
    warnings.warn("kept")
    warnings.warn("dropped", RuntimeWarning)
    try:
        warnings.warn("fatal problem")
    except UserWarning as e:
        print("filtered to error:", e)
print([str(w.message) for w in caught])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    for _ in range(3):
        warnings.warn("repeated once per location")
print("default action:", len(caught))

print(issubclass(DeprecationWarning, Warning), issubclass(UserWarning, Exception), issubclass(FutureWarning, Warning))
print([c.__name__ for c in (PendingDeprecationWarning, SyntaxWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning)])
for fn in [lambda: warnings.simplefilter("bogus"), lambda: warnings.warn("x", category=int), lambda: warnings.filterwarnings("always", category="x")]:
    try:
        with warnings.catch_warnings():
            print("ok:", fn())
    except (ValueError, TypeError, AssertionError) as e:
        print(type(e).__name__, "|", e)

# line numbers and stacklevel
def helper():
    warnings.warn("from helper", stacklevel=2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("direct")
    helper()
print([w.lineno for w in caught])
print(str(caught[0]).replace(repr(caught[0].filename), "FILE"))
print(warnings.formatwarning("msg", UserWarning, "f.py", 3), end="")
print(warnings.formatwarning("msg", UserWarning, "f.py", 3, line="  x = 1  "), end="")
with warnings.catch_warnings(record=True, action="ignore") as caught:
    warnings.warn("silenced")
print(len(caught))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("once")
    for _ in range(3):
        warnings.warn("only once", UserWarning)
    warnings.simplefilter("module")
    warnings.warn("per module")
    warnings.warn("per module")
print([str(w.message) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.resetwarnings()
    warnings.warn("deprecated at top level", DeprecationWarning)
    warnings.filterwarnings("ignore", module="__main__")
    warnings.warn("ignored by module filter")
print([str(w.message) for w in caught])
