import asyncio
async def ok(v):
    await asyncio.sleep(0)
    return v
async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)
async def main():
    res = await asyncio.gather(ok(1), fail("bad"), ok(3), return_exceptions=True)
    print([type(r).__name__ for r in res], res[0], res[2], str(res[1]))
    try:
        await asyncio.gather(ok(1), fail("first"), fail("second"))
    except ValueError as e:
        print("raised", e)
    print(await asyncio.gather())
asyncio.run(main())
