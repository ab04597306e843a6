import asyncio
import contextlib
from contextlib import asynccontextmanager, AsyncExitStack, aclosing, nullcontext

log = []


@asynccontextmanager
async def session(name):
    log.append(f"open {name}")
    await asyncio.sleep(0)
    try:
        yield f"<{name}>"
    except ValueError as e:
        log.append(f"{name} caught {e}")
    finally:
        await asyncio.sleep(0)
        log.append(f"close {name}")


class AsyncRes:
    def __init__(self, n):
        self.n = n

    async def __aenter__(self):
        log.append(f"aenter {self.n}")
        return self.n

    async def __aexit__(self, *exc):
        log.append(f"aexit {self.n} {exc[0].__name__ if exc[0] else None}")
        return False


async def agen():
    try:
        for i in range(10):
            yield i
    finally:
        log.append("agen finalized")


async def main():
    async with session("db") as s:
        print("inside", s)
    print(log)
    log.clear()

    async with session("x"):
        raise ValueError("bad")
    print(log)
    log.clear()

    try:
        async with session("y"):
            raise KeyError("k")
    except KeyError as e:
        print("KeyError", e, log)
    log.clear()

    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(session("one"))
        b = await stack.enter_async_context(AsyncRes(2))
        c = stack.enter_context(nullcontext("sync"))
        stack.callback(log.append, "sync cb")

        async def acb(msg):
            log.append(f"async cb {msg}")

        stack.push_async_callback(acb, "hi")
        print(a, b, c)
    print(log)
    log.clear()

    async def suppressor(exc_type, exc, tb):
        log.append(f"suppress {exc_type.__name__}")
        return True

    async with AsyncExitStack() as stack:
        stack.push_async_exit(suppressor)
        await stack.enter_async_context(AsyncRes(3))
        raise OSError("io")
    print("suppressed", log)
    log.clear()

    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(5)
    except TypeError as e:
        print("TypeError", e)

    async with AsyncExitStack() as stack:
        await stack.enter_async_context(AsyncRes(4))
        later = stack.pop_all()
    print("popped", log)
    await later.aclose()
    print("aclosed", log)
    log.clear()

    async with aclosing(agen()) as g:
        async for v in g:
            if v == 2:
                break
    print("aclosing", log)
    log.clear()

    @asynccontextmanager
    async def no_yield():
        if False:
            yield

    try:
        async with no_yield():
            pass
    except RuntimeError as e:
        print("RuntimeError", e)

    @session("deco")
    async def decorated(x):
        log.append(f"body {x}")
        return x * 3

    print(await decorated(2), log)
    log.clear()


asyncio.run(main())
