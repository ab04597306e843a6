# An except* statement whose unhandled rest escapes the cell: the report's last line is the group.
try:
    raise ExceptionGroup("first", [OSError("disk"), ValueError("handled")])
except* ValueError as eg:
    print("handled", eg.exceptions)
except* OSError as eg:
    print("handled", eg.exceptions)

try:
    raise ExceptionGroup("batch", [ValueError("v"), TypeError("t"), KeyError("k")])
except* KeyError:
    print("keys handled")
except* TypeError:
    print("types handled, re-raising")
    raise
