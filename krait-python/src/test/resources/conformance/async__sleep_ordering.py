import asyncio
async def sleeper(name, delay):
    await asyncio.sleep(delay)
    print("woke", name)
    return name
async def main():
    res = await asyncio.gather(sleeper("slow", 0.03), sleeper("fast", 0.01), sleeper("mid", 0.02))
    print(res)
asyncio.run(main())
