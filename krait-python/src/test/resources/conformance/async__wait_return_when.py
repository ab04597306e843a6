import asyncio

async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f"{name} failed")
    return name

def names(tasks):
    return sorted(t.get_name() for t in tasks)

async def main():
    tasks = [asyncio.create_task(job(n, d), name=n) for n, d in (("a", 0.05), ("b", 0.01), ("c", 0.1))]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("first completed:", names(done), names(pending))
    done, pending = await asyncio.wait(pending)
    print("all completed:", names(done), names(pending))
    print(type(done).__name__, type(pending).__name__)

    tasks = [asyncio.create_task(job("x", 0.01, fail=True), name="x"),
             asyncio.create_task(job("y", 0.2), name="y")]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print("first exception:", names(done), names(pending))
    for t in done:
        print(" ", t.get_name(), repr(t.exception()))
    for t in pending:
        t.cancel()
    done, pending = await asyncio.wait(pending)
    print("after cancel:", [t.cancelled() for t in done])

    slow = asyncio.create_task(job("slow", 0.3), name="slow")
    done, pending = await asyncio.wait([slow], timeout=0.02)
    print("timeout:", names(done), names(pending), slow.done())
    slow.cancel()

    fut = asyncio.get_running_loop().create_future()
    fut.set_result(7)
    done, pending = await asyncio.wait({fut})
    print("ready future:", [f.result() for f in done], len(pending))

    for bad in ([], set()):
        try:
            await asyncio.wait(bad)
        except ValueError as e:
            print("ValueError:", e)
    c = job("c", 0)
    try:
        await asyncio.wait([c])
    except TypeError as e:
        print("TypeError:", e)
    c.close()
    try:
        await asyncio.wait(tasks, return_when="SOMETIMES")
    except ValueError as e:
        print("ValueError:", e)
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)

asyncio.run(main())
