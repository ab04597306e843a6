import asyncio

async def main():
    sem = asyncio.Semaphore(2)
    print(sem.locked())
    order = []
    async def worker(i):
        async with sem:
            order.append(("in", i))
            await asyncio.sleep(0)
            order.append(("out", i))
    await asyncio.gather(*(worker(i) for i in range(5)))
    print(order)
    print(sem.locked(), await sem.acquire(), await sem.acquire(), sem.locked())
    sem.release(); sem.release()

    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)

    lock = asyncio.Lock()
    print(lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)
    async with lock:
        print("locked inside:", lock.locked())
    print(lock.locked())

    cond = asyncio.Condition()
    items = []
    async def consumer(n):
        async with cond:
            await cond.wait_for(lambda: len(items) >= n)
            print("consumer", n, "sees", list(items))
    async def producer():
        for i in range(3):
            await asyncio.sleep(0.005)
            async with cond:
                items.append(i)
                cond.notify_all()
    await asyncio.gather(consumer(2), consumer(3), producer())
    try:
        cond.notify()
    except RuntimeError as e:
        print("RuntimeError:", e)

    ev = asyncio.Event()
    async def wait_ev(i):
        await ev.wait()
        return i
    ts = [asyncio.create_task(wait_ev(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(ev.is_set())
    ev.set()
    print(await asyncio.gather(*ts), ev.is_set())
    ev.clear()
    print(ev.is_set())

    q = asyncio.Queue(maxsize=2)
    print(q.empty(), q.full(), q.qsize(), q.maxsize)
    q.put_nowait(1)
    await q.put(2)
    print(q.full(), q.qsize())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull", repr(asyncio.QueueFull()))
    print(q.get_nowait(), await q.get())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        q.task_done(); q.task_done(); q.task_done()
    except ValueError as e:
        print("ValueError:", e)

    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b")]:
        await pq.put(item)
    print([pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print([await lq.get() for _ in range(3)])

    q = asyncio.Queue()
    done = []
    async def qworker(name):
        while True:
            item = await q.get()
            await asyncio.sleep(0.001)
            done.append(item)
            q.task_done()
    workers = [asyncio.create_task(qworker(n)) for n in range(3)]
    for i in range(10):
        q.put_nowait(i)
    await q.join()
    for w in workers:
        w.cancel()
    res = await asyncio.gather(*workers, return_exceptions=True)
    print(sorted(done), [type(r).__name__ for r in res])

    q = asyncio.Queue(1)
    async def slow_put():
        await q.put("a")
        await q.put("b")
        return "put both"
    p = asyncio.create_task(slow_put())
    await asyncio.sleep(0.01)
    print(p.done(), q.qsize())
    print(await q.get(), await q.get(), await p)

asyncio.run(main())
