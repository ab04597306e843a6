# 100k awaited puts then 100k awaited gets on an unbounded Queue (the paths that never block).
import asyncio
async def main():
    q = asyncio.Queue()
    for i in range(100_000):
        await q.put(i)
    total = 0
    while not q.empty():
        total += await q.get()
    assert total == 4999950000
asyncio.run(main())
