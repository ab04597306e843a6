import asyncio
async def square(i):
    await asyncio.sleep(0)
    return i * i
async def main():
    results = await asyncio.gather(*(square(i) for i in range(50)))
    print(len(results), sum(results), results[:5], results[-1])
    tasks = [asyncio.create_task(square(i)) for i in range(5)]
    print([await t for t in tasks])
asyncio.run(main())
