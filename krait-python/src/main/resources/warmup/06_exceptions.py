# Warm-up corpus: exceptions. try/except/else/finally, raise from, custom hierarchies, notes,
# exception groups and except*, assert, with-statement cleanup, and the messages of the
# errors builtins raise (which build text through their own paths).
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


class NotFound(AppError):
    pass


def lookup(table, key):
    try:
        return table[key]
    except KeyError as e:
        raise NotFound(404, f"missing {key}") from e


log = []
for key in ["a", "b"]:
    try:
        value = lookup({"a": 1}, key)
    except NotFound as e:
        log.append((e.code, str(e), type(e.__cause__).__name__))
    except AppError:
        log.append("other")
    else:
        log.append(("ok", value))
    finally:
        log.append("finally")
assert log == [("ok", 1), "finally", (404, "missing b", "KeyError"), "finally"]
messages = []
probes = [
    lambda: 1 / 0, lambda: [][1], lambda: {}["k"], lambda: int("x"), lambda: None.attr,
    lambda: "a" + 1, lambda: len(5), lambda: undefined_name, lambda: [].pop(),
    lambda: (1, 2)[5], lambda: "abc".index("z"), lambda: float("nan!"), lambda: next(iter([])),
    lambda: {}.popitem(), lambda: set().pop(), lambda: int.from_bytes(1), lambda: [1, 2].remove(3),
    lambda: sorted([1, "a"]), lambda: hash([]), lambda: object().x, lambda: (lambda a: a)(),
    lambda: (lambda a: a)(1, 2), lambda: (lambda *, k: k)(k2=1), lambda: "x" * "y", lambda: -"s",
    lambda: chr(-1), lambda: range(1, 2, 0), lambda: dict(a=1)["b"], lambda: "{}".format(), lambda: 10 ** -1 % 0,
    lambda: "%d" % "s", lambda: int(None), lambda: list(5), lambda: {[]: 1}, lambda: 2 ** 10000 / 0.5 ** 10000,
]
for probe in probes:
    try:
        probe()
    except Exception as e:
        messages.append(f"{type(e).__name__}: {e}")
assert len(messages) == len(probes) and messages[0] == "ZeroDivisionError: division by zero"
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise TypeError("outer")
except TypeError as e:
    assert isinstance(e.__context__, ValueError) and e.__suppress_context__ is False
try:
    err = RuntimeError("noted")
    err.add_note("extra detail")
    raise err
except RuntimeError as e:
    assert e.__notes__ == ["extra detail"] and e.args == ("noted",)
try:
    assert 1 > 2, "math is broken"
except AssertionError as e:
    assert str(e) == "math is broken"
handled = []
try:
    raise ExceptionGroup("batch", [ValueError("v1"), TypeError("t1"), ValueError("v2")])
except* ValueError as eg:
    handled.append(len(eg.exceptions))
except* TypeError as eg:
    handled.append(str(eg.exceptions[0]))
assert handled == [2, "t1"]
group = ExceptionGroup("g", [KeyError("k"), OSError("o")])
match, rest = group.split(KeyError)
assert len(match.exceptions) == 1 and len(rest.exceptions) == 1 and group.subgroup(OSError).exceptions[0].args == ("o",)


class Resource:
    def __init__(self, events):
        self.events = events

    def __enter__(self):
        self.events.append("open")
        return self

    def __exit__(self, kind, exc, tb):
        self.events.append(f"close:{kind.__name__ if kind else None}")
        return kind is KeyError


events = []
with Resource(events):
    raise KeyError("swallowed")
try:
    with Resource(events), Resource(events):
        raise ValueError("escapes")
except ValueError:
    events.append("caught")
assert events == ["open", "close:KeyError", "open", "open", "close:ValueError", "close:ValueError", "caught"]


def nested_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append(-i)
    try:
        return out
    finally:
        out.append("last")


assert nested_finally() == [0, 0, -1, 2, -2, "last"]
import traceback
try:
    {}["deep"]
except KeyError:
    text = traceback.format_exc()
assert text.splitlines()[-1] == "KeyError: 'deep'"
print("exceptions", len(messages), messages[5:9], handled, isinstance(NotFound(1, "x"), Exception))
print("\n".join(messages[-12:]))
