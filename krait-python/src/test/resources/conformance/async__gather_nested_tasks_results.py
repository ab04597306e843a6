import asyncio
async def leaf(n):
    await asyncio.sleep(0.001 * (5 - n))
    return n
async def branch(k):
    vals = await asyncio.gather(*(leaf(k * 10 + i) for i in range(3)))
    return k, vals
async def main():
    res = await asyncio.gather(branch(1), branch(2))
    print(res)
    tasks = {name: asyncio.create_task(leaf(i)) for i, name in enumerate("xyz")}
    await asyncio.sleep(0.01)
    print({k: t.result() for k, t in tasks.items()}, all(t.done() for t in tasks.values()))
asyncio.run(main())
