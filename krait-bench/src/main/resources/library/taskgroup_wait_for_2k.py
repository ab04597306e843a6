# 20 TaskGroups of 100 tasks, and 2000 wait_for calls inside asyncio.timeout blocks.
import asyncio
async def job(i):
    await asyncio.sleep(0)
    return i
async def main():
    total = 0
    for _ in range(20):
        async with asyncio.TaskGroup() as tg:
            ts = [tg.create_task(job(i)) for i in range(100)]
        total += sum(t.result() for t in ts)
        async with asyncio.timeout(10):
            for i in range(100):
                total += await asyncio.wait_for(job(i), 5)
    assert total == 20 * 2 * 4950
asyncio.run(main())
