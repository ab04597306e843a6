# The three queue flavours, bounded puts that wait for room, task_done/join bookkeeping,
# the *_nowait errors, and what str() shows about a queue's state.
import asyncio


async def main():
    fifo, lifo, prio = asyncio.Queue(), asyncio.LifoQueue(), asyncio.PriorityQueue()
    for q in (fifo, lifo, prio):
        for item in (3, 1, 2):
            q.put_nowait(item)
    print([[q.get_nowait() for _ in range(3)] for q in (fifo, lifo, prio)])

    jobs = asyncio.PriorityQueue()
    for entry in [(2, "write report"), (0, "page on-call"), (1, "triage")]:
        await jobs.put(entry)
    print([(await jobs.get())[1] for _ in range(jobs.qsize())])

    small = asyncio.Queue(maxsize=2)
    print(small.maxsize, small.empty(), small.full())
    log = []

    async def feed():
        for n in range(5):
            await small.put(n)
            log.append(f"put {n} (size {small.qsize()})")

    feeder = asyncio.create_task(feed())
    await asyncio.sleep(0)
    print(str(small), small.full())
    for _ in range(5):
        item = await small.get()
        log.append(f"took {item}")
        small.task_done()
    await feeder
    print(log)
    print(str(small))

    try:
        small.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    small.put_nowait("a")
    small.put_nowait("b")
    try:
        small.put_nowait("c")
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))

    finished = []

    async def worker(name):
        while True:
            item = await small.get()
            await asyncio.sleep(0)
            finished.append(f"{name}:{item}")
            small.task_done()

    crew = [asyncio.create_task(worker(n)) for n in ("x", "y")]
    await small.join()
    print(sorted(finished), str(small))
    for t in crew:
        t.cancel()
    await asyncio.gather(*crew, return_exceptions=True)
    try:
        small.task_done()
    except ValueError as e:
        print("ValueError", e)
    print(issubclass(asyncio.LifoQueue, asyncio.Queue), asyncio.Queue[int])


asyncio.run(main())
