# warnings: the filter list decides per warning; catch_warnings undoes changes and can record
import warnings

print(warnings.filters[:2], warnings.defaultaction)


def notify(text, category=UserWarning):
    warnings.warn(text, category, stacklevel=2)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    notify("disk almost full")
    notify("slow response", RuntimeWarning)
    warnings.warn(FutureWarning("api changes in v2"))
    print(log[0].category.__name__, log[1].message.args, type(log[2].message).__name__, log[2].category)
    print([w.lineno - log[0].lineno for w in log], log[0].file, log[0].line, log[0].source)

# the first matching filter wins, so later filterwarnings() calls take precedence
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("ignore")
    warnings.filterwarnings("always", message="keep")        # text matched at its start, any case
    warnings.filterwarnings("error", category=ResourceWarning)
    warnings.warn("KEEP this one")
    warnings.warn("drop this one")
    try:
        warnings.warn("leaked handle", ResourceWarning)
    except ResourceWarning as e:
        print("raised", repr(e))
    print([str(w.message) for w in log], len(warnings.filters))
print(len(warnings.filters))     # restored on exit

# once / module / default: how often the same warning is shown
for action in ["once", "module", "default", "always"]:
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter(action)
        for _ in range(2):
            warnings.warn("repeat")
        warnings.warn("repeat")
        warnings.warn("other text")
    print(action, [str(w.message) for w in log])

# filters restricted to a line, and appended at the end of the list
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.simplefilter("ignore", append=True)
    warnings.simplefilter("ignore", lineno=10**6)
    print(warnings.filters[0][0], warnings.filters[-1][0], warnings.filters[0][4])
    warnings.warn("still shown")
    print(len(log))

# a replaced showwarning receives every shown warning, even while recording is off
seen = []
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = lambda message, category, filename, lineno, file=None, line=None: seen.append(
        (str(message), category.__name__))
    warnings.warn("to the hook", SyntaxWarning)
print(seen, warnings.showwarning is warnings._showwarning_orig)

with warnings.catch_warnings(action="error", category=DeprecationWarning):
    try:
        warnings.warn("gone soon", DeprecationWarning)
    except DeprecationWarning as e:
        print("error action:", e)

text = warnings.formatwarning("value out of range", UserWarning, "job.py", 42, "total = compute()")
print(repr(text))
recorder = warnings.catch_warnings(record=True)
print(recorder)
with recorder:
    pass
for bad in [lambda: recorder.__enter__(), lambda: warnings.catch_warnings().__exit__(None, None, None),
            lambda: warnings.filterwarnings("loud"), lambda: warnings.simplefilter("always", lineno=-1),
            lambda: warnings.filterwarnings("always", category=str), lambda: warnings.warn("x", 42)]:
    try:
        bad()
    except (RuntimeError, AssertionError, TypeError) as e:
        print(type(e).__name__ + ":", e)
message = warnings.WarningMessage("m", UserWarning, "f.py", 7)
print(str(message))
