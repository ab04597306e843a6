import asyncio
async def fetch(x):
    await asyncio.sleep(0)
    return x * 3
v = await fetch(4)
print(v)
print(await fetch("ab"))
