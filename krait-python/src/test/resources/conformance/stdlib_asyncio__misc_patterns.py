import asyncio

def blocking(x):
    return x * 10

async def agen(n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    finally:
        print("agen cleanup")

async def main():
    print(await asyncio.to_thread(blocking, 4))
    async for v in agen(3):
        pass
    fut2 = asyncio.get_running_loop().run_in_executor(None, blocking, 7)
    print(await fut2)
    try:
        await asyncio.get_running_loop().run_in_executor(None, blocking, None)
    except TypeError as e:
        print("executor TypeError:", e)
    ev = asyncio.Event()
    async def setter():
        await asyncio.sleep(0.01)
        ev.set()
    asyncio.create_task(setter())
    print(await asyncio.wait_for(ev.wait(), 1))
    async def child(i):
        await asyncio.sleep(0.01 * i)
        return i
    async def parent():
        return await asyncio.gather(*(child(i) for i in range(3)))
    t = asyncio.create_task(parent())
    await asyncio.sleep(0.015)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("parent cancelled", t.cancelled())
    async def stubborn():
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            await asyncio.sleep(0)
            return "finished anyway"
    try:
        r = await asyncio.wait_for(stubborn(), 0.01)
        print("wait_for got", r)
    except asyncio.TimeoutError:
        print("timeout")
    r = await asyncio.shield(child(1))
    print("shielded", r)
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(child(1))
        async def spawner():
            tg.create_task(child(2))
            return "spawned"
        t2 = tg.create_task(spawner())
    print(t1.result(), t2.result())
    results = await asyncio.gather(asyncio.wait_for(child(5), 0.01), child(0), return_exceptions=True)
    print([type(r).__name__ for r in results])
    sem = asyncio.BoundedSemaphore(2)
    async with sem:
        print("sem value inside", sem._value, sem.locked())
    lock = asyncio.Lock()
    async def inc(c):
        async with lock:
            v = c[0]; await asyncio.sleep(0); c[0] = v + 1
    c = [0]
    await asyncio.gather(*(inc(c) for _ in range(50)))
    print("counter", c[0])
    fut = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_later(0.01, fut.set_result, 99)
    print(await fut)
    try:
        await asyncio.gather(child(0), asyncio.sleep("x"))
    except TypeError as e:
        print("TypeError", e)

asyncio.run(main())
