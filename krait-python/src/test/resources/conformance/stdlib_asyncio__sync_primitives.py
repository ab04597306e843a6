import asyncio

async def main():
    # Lock
    lock = asyncio.Lock()
    print(lock.locked(), repr(lock)[-9:])
    async with lock:
        print("held:", lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)
    order = []
    async def crit(n):
        async with lock:
            order.append(f"in{n}")
            await asyncio.sleep(0)
            order.append(f"out{n}")
    await asyncio.gather(*(crit(i) for i in range(3)))
    print(order)

    # Event
    ev = asyncio.Event()
    async def waiter(n):
        await ev.wait()
        return n
    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print("is_set:", ev.is_set(), "done:", [t.done() for t in tasks])
    ev.set()
    print(await asyncio.gather(*tasks), ev.is_set())
    ev.clear()
    print("cleared:", ev.is_set())
    try:
        await asyncio.wait_for(ev.wait(), 0.01)
    except asyncio.TimeoutError:
        print("event wait timed out")

    # Semaphore
    sem = asyncio.Semaphore(2)
    active, peak = 0, 0
    async def limited(n):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.001)
            active -= 1
            return n
    print(await asyncio.gather(*(limited(i) for i in range(6))), "peak:", peak)
    print("locked:", sem.locked())
    sem.release()
    sem.release()
    print("unbounded release ok, value grows:", sem._value)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)

    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    print("bounded locked:", bs.locked())
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print("ValueError:", e)

    # Condition
    cond = asyncio.Condition()
    items = []
    async def consumer(n):
        async with cond:
            await cond.wait_for(lambda: len(items) > 0)
            return (n, items.pop(0))
    consumers = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        items.extend(["a", "b"])
        cond.notify_all()
    print(sorted(await asyncio.gather(*consumers)))
    try:
        cond.notify()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
