import asyncio
def f():
    await asyncio.sleep(0)
