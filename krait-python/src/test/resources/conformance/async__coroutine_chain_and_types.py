import asyncio
async def add(a, b):
    await asyncio.sleep(0)
    return a + b
async def compute():
    x = await add(1, 2)
    y = await add(x, 10)
    return [x, y]
async def main():
    c = add(1, 1)
    print(type(c).__name__, asyncio.iscoroutine(c))
    print(await c)
    print(await compute())
    r = await asyncio.gather(*[add(i, i) for i in range(4)])
    print(r)
    print(asyncio.iscoroutinefunction(add), asyncio.iscoroutinefunction(print))
asyncio.run(main())
