import asyncio

def clean(r):
    # CPython's repr names the source file; keep the case independent of where it runs
    import re
    return re.sub(r"(at|defined at) \S+:(\d+)", r"\1 FILE:\2", r)

async def tool(x):
    await asyncio.sleep(0.01)
    return x * 2

async def main():
    t = asyncio.create_task(tool(3))
    print(clean(repr(t)))
    await asyncio.sleep(0)
    print(clean(repr(t)))
    await t
    print(clean(repr(t)))
    t2 = asyncio.create_task(tool(1))
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        pass
    print(clean(repr(t2)))
    async def bad():
        raise ValueError("x")
    t3 = asyncio.create_task(bad(), name="bad-one")
    await asyncio.sleep(0)
    print(clean(repr(t3)), type(t3.exception()).__name__)
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f))
    f.set_result([1])
    print(repr(f))
    f2 = loop.create_future()
    f2.set_exception(KeyError("k"))
    print(repr(f2), repr(f2.exception()))
    f3 = loop.create_future()
    f3.cancel()
    print(repr(f3), f3.cancelled())
    print(clean(str(t)) == clean(repr(t)), t.get_coro().__name__, t.get_coro().__qualname__)

asyncio.run(main())
