# The typical agent cell: import asyncio, gather five coroutines that each yield once.
import asyncio
async def f(i):
    await asyncio.sleep(0)
    return i
async def main():
    return await asyncio.gather(*(f(i) for i in range(5)))
asyncio.run(main())
