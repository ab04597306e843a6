import asyncio
async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * i
async def main():
    print([x async for x in agen(4)])
    print({x: x % 2 async for x in agen(3)})
    print([x async for x in agen(6) if x % 2 == 0])
    g = agen(2)
    print(await g.__anext__(), await anext(g), await anext(g, "default"))
    total = 0
    async for v in agen(5):
        if v > 5:
            break
        total += v
    print(total, type(agen(1)).__name__)
asyncio.run(main())
