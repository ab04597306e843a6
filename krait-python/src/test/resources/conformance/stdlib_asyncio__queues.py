import asyncio

async def main():
    q = asyncio.Queue()
    print(q.maxsize, q.qsize(), q.empty(), q.full())
    for i in range(3):
        q.put_nowait(i)
    print(q.qsize(), q.get_nowait(), q.qsize())
    try:
        asyncio.Queue().get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    bq = asyncio.Queue(maxsize=1)
    await bq.put("x")
    print("full:", bq.full())
    try:
        bq.put_nowait("y")
    except asyncio.QueueFull:
        print("QueueFull")
    # a blocked put completes once a get happens
    putter = asyncio.create_task(bq.put("y"))
    await asyncio.sleep(0)
    print("putter done:", putter.done())
    print(await bq.get(), end=" ")
    await asyncio.sleep(0)
    print("putter done:", putter.done(), await bq.get())
    # get with timeout
    try:
        await asyncio.wait_for(bq.get(), timeout=0.01)
    except asyncio.TimeoutError:
        print("get timed out, queue still usable:", bq.empty())

    # task_done / join
    jq = asyncio.Queue()
    processed = []
    async def worker(name):
        while True:
            item = await jq.get()
            await asyncio.sleep(0.001 * item)
            processed.append(item)
            jq.task_done()
    for i in range(8):
        jq.put_nowait(i % 4)
    ws = [asyncio.create_task(worker(f"w{i}")) for i in range(3)]
    await jq.join()
    print("joined; processed:", sorted(processed))
    for w in ws:
        w.cancel()
    await asyncio.gather(*ws, return_exceptions=True)
    try:
        jq.task_done()
    except ValueError as e:
        print("ValueError:", e)

    # join on an empty queue returns at once
    await asyncio.Queue().join()
    print("empty join ok")

    pq = asyncio.PriorityQueue()
    for item in [(3, "low"), (1, "high"), (2, "mid"), (1, "also-high")]:
        await pq.put(item)
    print([pq.get_nowait() for _ in range(pq.qsize())])
    lq = asyncio.LifoQueue(maxsize=3)
    for c in "abc":
        lq.put_nowait(c)
    print(lq.full(), [lq.get_nowait() for _ in range(3)])
    print(type(q).__name__, issubclass(asyncio.PriorityQueue, asyncio.Queue))

    # producer/consumer with sentinels
    work = asyncio.Queue(maxsize=2)
    out = []
    async def producer():
        for i in range(5):
            await work.put(i)
        for _ in range(2):
            await work.put(None)
    async def consumer(tag):
        while (item := await work.get()) is not None:
            out.append((tag, item * item))
    await asyncio.gather(producer(), consumer("a"), consumer("b"))
    print(sorted(v for _, v in out))

asyncio.run(main())
