# A task woken by a lock, semaphore or queue but cancelled before it runs must not swallow
# the wake-up: the next waiter in line gets it. Also: waiters are served in arrival order.
import asyncio

trail = []


async def take_lock(lock, who):
    try:
        async with lock:
            trail.append(f"{who} holds the lock")
            await asyncio.sleep(0)
    except asyncio.CancelledError:
        trail.append(f"{who} cancelled")


async def lock_case():
    lock = asyncio.Lock()
    await lock.acquire()
    pending = [asyncio.create_task(take_lock(lock, name)) for name in ("ann", "bob", "cid")]
    await asyncio.sleep(0)
    print("queued:", repr(lock).split("[")[1])
    lock.release()          # ann is woken ...
    pending[0].cancel()     # ... and cancelled before she can run
    await asyncio.gather(*pending)
    print(trail, lock.locked())
    trail.clear()


async def take_permit(sem, who, hold):
    try:
        async with sem:
            trail.append(f"{who} in")
            await asyncio.sleep(hold)
            trail.append(f"{who} out")
    except asyncio.CancelledError:
        trail.append(f"{who} cancelled")


async def semaphore_case():
    sem = asyncio.Semaphore(1)
    first = asyncio.create_task(take_permit(sem, "w0", 0.01))
    await asyncio.sleep(0)
    rest = [asyncio.create_task(take_permit(sem, f"w{i}", 0)) for i in range(1, 4)]
    await asyncio.sleep(0)
    print("semaphore:", repr(sem).split("[")[1])
    rest[1].cancel()        # w2 gives up while still queued
    await asyncio.gather(first, *rest)
    print(trail, "value back to", sem._value)
    trail.clear()


async def queue_case():
    q = asyncio.Queue()

    async def reader(who):
        try:
            item = await q.get()
            trail.append(f"{who} got {item}")
        except asyncio.CancelledError:
            trail.append(f"{who} cancelled")

    readers = [asyncio.create_task(reader(n)) for n in ("r1", "r2")]
    await asyncio.sleep(0)
    print("queue before:", q)
    q.put_nowait("parcel")  # r1 is woken ...
    readers[0].cancel()     # ... and cancelled: r2 must receive the parcel
    await asyncio.gather(*readers)
    print(trail, "left:", q.qsize())
    trail.clear()


async def main():
    await lock_case()
    await semaphore_case()
    await queue_case()


asyncio.run(main())
