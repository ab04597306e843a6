import asyncio
out = []
async def delayed(name, d):
    await asyncio.sleep(d)
    out.append(name)
await asyncio.gather(delayed("c", 0.02), delayed("a", 0), delayed("b", 0.01))
print(out)
t = asyncio.create_task(delayed("late", 0))
print("before await", out)
await t
print(out)
