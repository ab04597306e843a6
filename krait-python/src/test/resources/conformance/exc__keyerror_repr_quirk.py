try:
    {}["a b"]
except KeyError as e:
    print(str(e), "|", e.args[0], "|", repr(e))
try:
    {}[("t", 1)]
except KeyError as e:
    print(str(e))
try:
    {}["it's"]
except KeyError as e:
    print(str(e))
try:
    raise KeyError("multiple", "args")
except KeyError as e:
    print(str(e))
try:
    raise KeyError()
except KeyError as e:
    print(repr(str(e)))
try:
    raise KeyError(None)
except KeyError as e:
    print(str(e))
