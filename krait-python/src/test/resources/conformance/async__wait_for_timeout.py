import asyncio
async def slow():
    try:
        await asyncio.sleep(10)
        return "done"
    except asyncio.CancelledError:
        print("slow was cancelled")
        raise
async def fast():
    await asyncio.sleep(0.01)
    return "fast result"
async def main():
    print(await asyncio.wait_for(fast(), timeout=1))
    try:
        await asyncio.wait_for(slow(), timeout=0.05)
    except asyncio.TimeoutError:
        print("timed out")
    print(asyncio.TimeoutError is TimeoutError)
asyncio.run(main())
