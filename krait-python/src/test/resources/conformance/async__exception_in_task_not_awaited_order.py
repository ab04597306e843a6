import asyncio
async def boom(i):
    await asyncio.sleep(0.001 * i)
    if i % 2:
        raise ValueError(f"odd {i}")
    return i
async def main():
    tasks = [asyncio.create_task(boom(i)) for i in range(4)]
    results = []
    for t in tasks:
        try:
            results.append(await t)
        except ValueError as e:
            results.append(repr(e))
    print(results)
asyncio.run(main())
