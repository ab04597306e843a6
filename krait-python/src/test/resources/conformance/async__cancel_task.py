import asyncio
async def forever():
    try:
        while True:
            await asyncio.sleep(0.01)
    except asyncio.CancelledError:
        print("cleanup on cancel")
        raise
    finally:
        print("finally in task")
async def main():
    t = asyncio.create_task(forever())
    await asyncio.sleep(0.03)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("main saw cancel", t.cancelled(), t.done())
asyncio.run(main())
