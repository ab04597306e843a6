import asyncio
async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10
async def main():
    out = []
    async for v in agen(3):
        out.append(v)
    print(out)
    g = agen(2)
    print(await g.__anext__(), await g.__anext__())
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration")
    print(type(agen(1)).__name__)
asyncio.run(main())
