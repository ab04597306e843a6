import asyncio
async def work(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name.upper()
async def main():
    res = await asyncio.gather(work("a", 0.03), work("b", 0.01), work("c", 0.02))
    print(res)
asyncio.run(main())
