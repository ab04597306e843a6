import contextlib
import io
import sys
from contextlib import (ExitStack, contextmanager, redirect_stdout, redirect_stderr, suppress, closing, nullcontext,
                        ContextDecorator)

log = []


@contextmanager
def tag(name):
    log.append(f"enter {name}")
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"{name} handled {e!r}")
    finally:
        log.append(f"exit {name}")


with ExitStack() as stack:
    a = stack.enter_context(tag("a"))
    b = stack.enter_context(tag("b"))
    stack.callback(log.append, "callback 1")
    stack.callback(lambda *args, **kw: log.append(f"cb {args} {kw}"), 1, x=2)
    print(a, b)
print(log)
log.clear()

with ExitStack() as stack:
    stack.enter_context(tag("outer"))
    stack.enter_context(tag("inner"))
    raise KeyError("k")
print(log)
log.clear()


def exit_suppress(exc_type, exc, tb):
    log.append(f"push saw {exc_type.__name__}")
    return True


with ExitStack() as stack:
    stack.push(exit_suppress)
    stack.enter_context(tag("x"))
    raise ValueError("boom")
print("after suppressed", log)
log.clear()

try:
    with ExitStack() as stack:
        stack.callback(log.append, "cleanup")
        raise RuntimeError("no suppression")
except RuntimeError as e:
    print("RuntimeError", e, log)
log.clear()


def raiser():
    raise TypeError("from callback")


try:
    with ExitStack() as stack:
        stack.callback(raiser)
        raise ValueError("original")
except TypeError as e:
    print("TypeError", e, "context:", repr(e.__context__))

with ExitStack() as stack:
    stack.enter_context(tag("kept"))
    moved = stack.pop_all()
print("moved", log)
moved.close()
print("closed", log)
log.clear()

try:
    ExitStack().enter_context(5)
except TypeError as e:
    print("TypeError", e)

with ExitStack() as stack:
    files = [stack.enter_context(nullcontext(i)) for i in range(3)]
    print(files)


class Res:
    def __init__(self, n):
        self.n = n

    def __enter__(self):
        log.append(f"open {self.n}")
        return self

    def __exit__(self, *exc):
        log.append(f"close {self.n}")
        return False


stack = ExitStack()
r = stack.enter_context(Res(1))
stack.push(Res(2))
stack.close()
print(log, r.n)
log.clear()

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line")
    print("second", end="!")
    sys.stdout.write(" raw")
print("buffer:", repr(buf.getvalue()))
err = io.StringIO()
with redirect_stderr(err):
    print("to err", file=sys.stderr)
print("stderr:", repr(err.getvalue()))
outer, inner = io.StringIO(), io.StringIO()
with redirect_stdout(outer):
    print("o1")
    with redirect_stdout(inner):
        print("i1")
    print("o2")
print(repr(outer.getvalue()), repr(inner.getvalue()))
with redirect_stdout(io.StringIO()) as target:
    print("hidden")
print(type(target).__name__, repr(target.getvalue()))

with suppress(KeyError, IndexError):
    [][1]
with suppress(LookupError):
    {}["x"]
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
with suppress():
    pass
print("suppress ok")


class Track(ContextDecorator):
    def __enter__(self):
        log.append("start")
        return self

    def __exit__(self, *exc):
        log.append("end")
        return False


@Track()
def work(x):
    log.append(f"work {x}")
    return x * 2


print(work(4), log)
log.clear()


@tag("deco")
def decorated(v):
    log.append(f"body {v}")
    return v


print(decorated(1), decorated(2), log)
log.clear()


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def two_yields():
    yield 1
    yield 2


try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def reraiser():
    try:
        yield
    except ValueError:
        raise TypeError("converted")


try:
    with reraiser():
        raise ValueError("v")
except TypeError as e:
    print("TypeError", e, type(e.__context__).__name__)


class Closable:
    def close(self):
        print("closed!")


with closing(Closable()) as c:
    print(type(c).__name__)
print(nullcontext().__enter__(), contextlib.AbstractContextManager.__name__)
