import asyncio
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def agen():
    for i in range(4):
        yield i
async def main():
    print([await double(x) for x in range(3)])
    print({x: await double(x) async for x in agen()})
    print({x async for x in agen() if x > 1})
    print([y for y in [await double(5)]])
asyncio.run(main())
