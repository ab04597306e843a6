import asyncio
async def bad():
    await asyncio.sleep(0)
    raise RuntimeError("task exploded")
async def main():
    await asyncio.gather(bad())
asyncio.run(main())
