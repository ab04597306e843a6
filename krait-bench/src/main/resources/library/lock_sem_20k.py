# 10 tasks x 2000 rounds through a Semaphore(3) and a Lock, released by an Event.
import asyncio
async def main():
    lock = asyncio.Lock()
    sem = asyncio.Semaphore(3)
    ev = asyncio.Event()
    count = 0
    async def worker(n):
        nonlocal count
        await ev.wait()
        for _ in range(n):
            async with sem:
                async with lock:
                    count += 1
                await asyncio.sleep(0)
    tasks = [asyncio.create_task(worker(2000)) for _ in range(10)]
    await asyncio.sleep(0)
    ev.set()
    await asyncio.gather(*tasks)
    assert count == 20000
asyncio.run(main())
