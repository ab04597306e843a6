import asyncio
async def sq(x):
    await asyncio.sleep(0)
    return x * x
print([await sq(i) for i in range(4)])
print(f"value: {await sq(7)}")
d = {k: await sq(k) for k in (1, 2)}
print(d)
