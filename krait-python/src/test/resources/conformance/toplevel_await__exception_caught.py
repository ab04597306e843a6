import asyncio
async def risky(n):
    await asyncio.sleep(0)
    if n > 1:
        raise ValueError(f"too big: {n}")
    return n
for n in range(3):
    try:
        print(await risky(n))
    except ValueError as e:
        print("caught", e)
res = await asyncio.gather(risky(1), risky(5), return_exceptions=True)
print(res[0], type(res[1]).__name__, res[1])
