import asyncio
async def ticker():
    try:
        for i in range(10):
            yield i
            await asyncio.sleep(0)
    finally:
        print("ticker closed")
async def main():
    g = ticker()
    async for v in g:
        if v == 2:
            break
    await g.aclose()
    print("after aclose")
    async def boom():
        yield 1
        raise KeyError("in agen")
    try:
        async for v in boom():
            print("v", v)
    except KeyError as e:
        print("caught", e)
asyncio.run(main())
