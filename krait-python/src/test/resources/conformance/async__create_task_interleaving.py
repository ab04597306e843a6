import asyncio
order = []
async def worker(name, n):
    for i in range(n):
        order.append((name, i))
        await asyncio.sleep(0)
    return f"{name} finished"
async def main():
    t1 = asyncio.create_task(worker("x", 2))
    t2 = asyncio.create_task(worker("y", 3))
    order.append("created")
    r1 = await t1
    order.append("t1 awaited")
    r2 = await t2
    print(r1, r2)
    print(order)
    print(t1.done(), t2.result())
asyncio.run(main())
