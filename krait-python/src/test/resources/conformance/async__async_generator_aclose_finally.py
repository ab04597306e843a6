import asyncio
async def stream():
    try:
        for i in range(10):
            yield i
            await asyncio.sleep(0)
    finally:
        print("stream finalized")
async def main():
    g = stream()
    async for v in g:
        if v == 2:
            break
    await g.aclose()
    print("after aclose")
asyncio.run(main())
