# Producer/consumer of 100k items through a Queue(100), with task_done and join.
import asyncio
async def main():
    q = asyncio.Queue(100)
    async def producer():
        for i in range(100_000):
            await q.put(i)
        await q.put(None)
    async def consumer():
        total = 0
        while (item := await q.get()) is not None:
            total += item
            q.task_done()
        q.task_done()
        return total
    _, total = await asyncio.gather(producer(), consumer())
    await q.join()
    assert total == 4999950000
asyncio.run(main())
