import asyncio
async def bad():
    await asyncio.sleep(0)
    raise PermissionError("tool denied")
async def main():
    print("main starts")
    await asyncio.gather(bad())
asyncio.run(main())
