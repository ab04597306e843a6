import asyncio

async def coro_fn():
    return 1

def plain():
    return 2

async def main():
    me = asyncio.current_task()
    print(type(me).__name__, me.done())
    async def child():
        await asyncio.sleep(0.01)
    t = asyncio.create_task(child())
    tasks = asyncio.all_tasks()
    print(type(tasks).__name__, me in tasks, t in tasks)
    await t
    print(t in asyncio.all_tasks())
    c = coro_fn()
    print(asyncio.iscoroutine(c), asyncio.iscoroutine(plain()), asyncio.iscoroutinefunction(coro_fn),
          asyncio.iscoroutinefunction(plain))
    f = asyncio.ensure_future(c)
    print(type(f).__name__, await f)
    fut = asyncio.get_running_loop().create_future()
    print(asyncio.ensure_future(fut) is fut, asyncio.isfuture(fut), asyncio.isfuture(t))
    loop = asyncio.get_running_loop()
    got = []
    loop.call_soon(got.append, "soon")
    h = loop.call_later(0.01, got.append, "cancelled-later")
    loop.call_later(0.02, got.append, "later")
    h.cancel()
    await asyncio.sleep(0.05)
    print(got, h.cancelled())
    print(await asyncio.sleep(0, "zero"), await asyncio.sleep(0.001, result="small"))

    order = []
    async def ping(n):
        for i in range(3):
            order.append(f"{n}{i}")
            await asyncio.sleep(0)
    await asyncio.gather(ping("a"), ping("b"))
    print(order)
    print(asyncio.current_task() is me)

asyncio.run(main())
print(asyncio.iscoroutinefunction(main))
