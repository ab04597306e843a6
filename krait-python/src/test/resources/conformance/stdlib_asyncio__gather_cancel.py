import asyncio

async def ok(n, delay=0):
    await asyncio.sleep(delay)
    return n * 10

async def boom(msg, delay=0):
    await asyncio.sleep(delay)
    raise ValueError(msg)

async def main():
    print(await asyncio.gather())
    print(await asyncio.gather(ok(1), ok(2, 0.01), ok(3)))
    r = await asyncio.gather(ok(1), boom("x"), ok(3), boom("y", 0.01), return_exceptions=True)
    print([type(x).__name__ if isinstance(x, BaseException) else x for x in r], r[1].args)

    # first exception propagates, others keep running
    t_slow = asyncio.create_task(ok(9, 0.02))
    try:
        await asyncio.gather(boom("first"), t_slow)
    except ValueError as e:
        print("propagated:", e, "| slow done yet:", t_slow.done())
    print("slow result later:", await t_slow)

    # cancelling the gather cancels children
    children = [asyncio.create_task(ok(i, 1)) for i in range(3)]
    g = asyncio.gather(*children)
    await asyncio.sleep(0)
    g.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled; children cancelled:", [c.cancelled() for c in children])

    # a cancelled child with return_exceptions=True shows up as CancelledError
    a = asyncio.create_task(ok(1, 1))
    b = asyncio.create_task(ok(2))
    g = asyncio.gather(a, b, return_exceptions=True)
    await asyncio.sleep(0)
    a.cancel()
    res = await g
    print([type(x).__name__ for x in res], res[1])

    # a cancelled child without return_exceptions cancels the gather
    a = asyncio.create_task(ok(1, 1))
    g = asyncio.gather(a, ok(2))
    await asyncio.sleep(0)
    a.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather raised CancelledError, cancelled():", g.cancelled())

    # same coroutine object twice is an error; same task twice is fine
    t = asyncio.create_task(ok(5))
    print(await asyncio.gather(t, t))
    c = ok(6)
    print(await asyncio.gather(c, c))

    # gather accepts futures
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    loop.call_soon(f.set_result, "from future")
    print(await asyncio.gather(f, ok(7)))
    try:
        await asyncio.gather(1, 2)
    except TypeError as e:
        print("TypeError:", e)
    c = ok(1)
    try:
        await asyncio.gather(c, bogus=True)
    except TypeError as e:
        print("TypeError:", e)
    finally:
        c.close()

asyncio.run(main())
