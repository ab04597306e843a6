import asyncio

cancelled = []

async def work(name, delay, fail=None):
    try:
        await asyncio.sleep(delay)
    except asyncio.CancelledError:
        cancelled.append(name)
        raise
    if fail:
        raise fail
    print(name, "done")
    return name.upper()

async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(work("a", 0.02))
        t2 = tg.create_task(work("b", 0.01))
        print("inside, done?", t1.done(), t2.done())
    print("results:", t1.result(), t2.result())

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("ok", 0.01))
            tg.create_task(work("bad", 0.02, ValueError("boom")))
            tg.create_task(work("slow1", 0.5))
            tg.create_task(work("slow2", 0.5))
        print("not reached")
    except ExceptionGroup as eg:
        print(type(eg).__name__, "|", eg, "|", eg.message)
        print([repr(e) for e in eg.exceptions])
        print(isinstance(eg, Exception), sorted(cancelled))

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("e1", 0.01, KeyError("k")))
            tg.create_task(work("e2", 0.01, IndexError("i")))
    except ExceptionGroup as eg:
        print(eg, sorted(type(e).__name__ for e in eg.exceptions))

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("sib", 0.5))
            await asyncio.sleep(0.01)
            raise RuntimeError("body failed")
    except ExceptionGroup as eg:
        print("body:", eg, [repr(e) for e in eg.exceptions], cancelled[-1])

    tg = asyncio.TaskGroup()
    coro = work("never", 0)
    try:
        tg.create_task(coro)
    except RuntimeError as e:
        print("RuntimeError:", e)
    coro.close()

    async with asyncio.TaskGroup() as tg:
        t = tg.create_task(work("named", 0), name="my-task")
    print(t.get_name(), t.result())

    async def spawner(tg, n):
        if n:
            tg.create_task(spawner(tg, n - 1))
        await asyncio.sleep(0.001)
        print("spawned", n)
    async with asyncio.TaskGroup() as tg:
        tg.create_task(spawner(tg, 3))
    print("all spawned done")

asyncio.run(main())
