import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i)
    await q.put(None)
async def consumer(q, results):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        results.append(item * 10)
        print("got", item)
        q.task_done()
async def main():
    q = asyncio.Queue(maxsize=2)
    results = []
    await asyncio.gather(producer(q, 4), consumer(q, results))
    print(results, q.empty(), q.qsize())
asyncio.run(main())
