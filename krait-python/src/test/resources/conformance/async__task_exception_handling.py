import asyncio
async def fail(msg, delay=0):
    await asyncio.sleep(delay)
    raise ValueError(msg)
async def ok(v):
    await asyncio.sleep(0.01)
    return v
async def main():
    t = asyncio.create_task(fail("task failed"))
    try:
        await t
    except ValueError as e:
        print("awaited:", e, t.done(), type(t.exception()).__name__)
    res = await asyncio.gather(ok(1), fail("g"), ok(3), return_exceptions=True)
    print([r if not isinstance(r, Exception) else f"err:{r}" for r in res])
    try:
        await asyncio.gather(ok(1), fail("first", 0.001), fail("second", 0.002))
    except ValueError as e:
        print("gather raised", e)
asyncio.run(main())
