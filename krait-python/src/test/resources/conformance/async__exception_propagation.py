import asyncio
async def deep(n):
    await asyncio.sleep(0)
    if n == 0:
        raise RuntimeError("bottom")
    return await deep(n - 1)
async def main():
    try:
        await deep(3)
    except RuntimeError as e:
        print("caught", e)
    t = asyncio.create_task(deep(0))
    try:
        await t
    except RuntimeError as e:
        print("task raised", e, t.done(), type(t.exception()).__name__)
asyncio.run(main())
