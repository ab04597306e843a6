# contextlib as cells use it: generator-based managers on functions and methods, managers as
# decorators, suppress, ExitStack unwinding order and exception chaining, the ABCs.
import asyncio
from contextlib import (AbstractAsyncContextManager, AbstractContextManager, AsyncExitStack,
                        ContextDecorator, ExitStack, asynccontextmanager, closing, contextmanager,
                        nullcontext, suppress)

events = []


@contextmanager
def step(label):
    """Records entering and leaving a step."""
    events.append(f"+{label}")
    try:
        yield label.upper()
    finally:
        events.append(f"-{label}")


print(step.__name__, step.__doc__, step.__wrapped__.__name__, type(step("x")).__name__)


class Account:
    def __init__(self, owner):
        self.owner = owner

    @contextmanager
    def session(self, mode="ro"):
        events.append(f"open {self.owner} {mode}")
        yield self
        events.append(f"close {self.owner}")


with Account("ada").session("rw") as acct:
    print("inside session of", acct.owner)
print(events)
events.clear()


@step("decorated")
def work(n):
    events.append(f"work {n}")
    return n * 10


print(work(1), work(2), events, work.__name__)
events.clear()


@contextmanager
def keeps_going():
    yield 1
    yield 2


try:
    with keeps_going():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)


@contextmanager
def translating():
    try:
        yield
    except LookupError as e:
        raise ValueError(f"lookup failed: {e!r}")


try:
    with translating():
        {}["k"]
except ValueError as e:
    print(e, "| context:", repr(e.__context__))


@contextmanager
def swallowing():
    try:
        yield
    except ZeroDivisionError:
        events.append("swallowed")


with swallowing():
    1 / 0
print(events)
events.clear()

with suppress(KeyError, IndexError) as nothing:
    [][3]
print("suppress binds", nothing)
for exc in (KeyError("a"), OSError("b")):
    try:
        with suppress(LookupError):
            raise exc
        print("suppressed", type(exc).__name__)
    except OSError:
        print("not suppressed", type(exc).__name__)

# ExitStack: newest first, suppression, replacing exceptions, chaining
log = []
with ExitStack() as stack:
    for name in ("db", "cache", "socket"):
        stack.callback(log.append, f"release {name}")
    stack.enter_context(step("inner"))
print(log, events)
log.clear()
events.clear()


def stop_value_error(exc_type, exc, tb):
    log.append(f"saw {exc_type.__name__ if exc_type else None}")
    return exc_type is ValueError


def fail_with(kind, msg):
    def cb(*exc_info):
        raise kind(msg)
    return cb


with ExitStack() as stack:
    stack.push(stop_value_error)
    stack.push(stop_value_error)
    raise ValueError("first")
print(log)
log.clear()

try:
    with ExitStack() as stack:
        stack.push(fail_with(KeyError, "outermost"))
        stack.push(fail_with(TypeError, "middle"))
        raise ValueError("body")
except KeyError as e:
    chain = []
    while e is not None:
        chain.append(repr(e))
        e = e.__context__
    print(" <- ".join(chain))

try:
    raise IndexError("being handled")
except IndexError:
    try:
        with ExitStack() as stack:
            stack.push(fail_with(TypeError, "from a callback"))
    except TypeError as e:
        print("context while handling IndexError:", repr(e.__context__))

stack = ExitStack()
stack.callback(log.append, "moved")
later = stack.pop_all()
stack.close()
print("after close of the emptied stack:", log)
later.close()
print("after close of the new one:", log, type(later).__name__)
log.clear()

with ExitStack() as stack:
    got = stack.enter_context(closing(Account("bob")))
    print("closing gives back", type(got).__name__)
    Account.close = lambda self: log.append(f"closed {self.owner}")
print(log)
try:
    ExitStack().enter_context(object())
except TypeError as e:
    print("TypeError:", e)


class Traced(ContextDecorator):
    def __init__(self, tag):
        self.tag = tag

    def __enter__(self):
        log.append(f"[{self.tag}")
        return self

    def __exit__(self, *exc):
        log.append(f"{self.tag}]")
        return False


@Traced("t")
def traced_add(a, b):
    return a + b


print(traced_add(2, 3), log)
log.clear()


class FileLike:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


print(isinstance(FileLike(), AbstractContextManager), isinstance(1, AbstractContextManager),
      issubclass(ExitStack, AbstractContextManager), isinstance(nullcontext(), AbstractContextManager))


class OnlyEnter(AbstractContextManager):
    pass


try:
    OnlyEnter()
except TypeError as e:
    print("TypeError:", e)


class Mine(AbstractContextManager):
    def __exit__(self, *exc):
        log.append("mine exits")


with Mine() as m:
    print("default __enter__ returns self:", type(m).__name__)
print(log)
log.clear()


@asynccontextmanager
async def connection(host):
    log.append(f"connect {host}")
    await asyncio.sleep(0)
    try:
        yield f"conn:{host}"
    except ConnectionError as e:
        log.append(f"{host} dropped: {e}")
    finally:
        log.append(f"disconnect {host}")


async def main():
    async with AsyncExitStack() as stack:
        conns = [await stack.enter_async_context(connection(h)) for h in ("a", "b")]
        stack.callback(log.append, "sync callback")
        print(conns)
    print(log)
    log.clear()
    async with connection("c"):
        raise ConnectionError("reset")
    print(log, isinstance(connection("d"), AbstractAsyncContextManager))
    log.clear()
    async with nullcontext(42) as v:
        print("async nullcontext:", v)
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(step("sync only"))
    except TypeError as e:
        print("TypeError:", e)


asyncio.run(main())
