import asyncio
log = []
async def task(name, steps):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name * steps
async def main():
    res = await asyncio.gather(task("a", 3), task("b", 1), task("c", 2))
    print(res)
    print(log)
asyncio.run(main())
