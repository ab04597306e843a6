import asyncio
order = []
async def step(name, d):
    await asyncio.sleep(d)
    order.append(name)
    return name
t1 = asyncio.create_task(step("slow", 0.03))
t2 = asyncio.create_task(step("fast", 0.01))
r = await asyncio.gather(t1, t2)
print(r, order)
print(await asyncio.wait_for(step("quick", 0), 1))
