import asyncio
async def leaf(x):
    await asyncio.sleep(0)
    return x
async def branch(xs):
    return sum(await asyncio.gather(*(leaf(x) for x in xs)))
async def main():
    totals = await asyncio.gather(branch([1, 2]), branch([3, 4, 5]), branch([]))
    print(totals)
asyncio.run(main())
