# A fresh cell that makes a Queue and passes one item (the per-cell cost of asyncio.queues).
import asyncio
async def main():
    q = asyncio.Queue()
    q.put_nowait(1)
    await q.get()
asyncio.run(main())
