import asyncio
async def delayed(v, d):
    await asyncio.sleep(d)
    return v
async def main():
    print(await asyncio.gather(delayed("slow", 0.02), delayed("fast", 0), delayed("mid", 0.01)))
    t = asyncio.create_task(delayed("task", 0))
    print(await asyncio.gather(t, delayed("coro", 0)))
asyncio.run(main())
