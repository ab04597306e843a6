import asyncio
active = 0
peak = 0
async def job(sem, i):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        await asyncio.sleep(0.01)
        active -= 1
        return i * 2
async def main():
    sem = asyncio.Semaphore(3)
    res = await asyncio.gather(*(job(sem, i) for i in range(10)))
    print(res, "peak", peak)
asyncio.run(main())
