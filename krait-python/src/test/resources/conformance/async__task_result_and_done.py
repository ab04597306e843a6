import asyncio
async def slow():
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return "slow value"
async def main():
    t = asyncio.create_task(slow())
    print(t.done())
    await asyncio.sleep(0)
    print(t.done())
    v = await t
    print(t.done(), v, t.result())
asyncio.run(main())
