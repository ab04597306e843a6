import asyncio
log = []
async def ticker(name, n):
    for i in range(n):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
async def main():
    t1 = asyncio.create_task(ticker("a", 3))
    t2 = asyncio.create_task(ticker("b", 2))
    log.append("created")
    await t1
    await t2
    print(log)
    print(t1.done(), t2.result(), t1.cancelled())
asyncio.run(main())
