import asyncio

async def tool(q):
    await asyncio.sleep(0)
    return {"q": q, "hits": [1, 2]}

async def main():
    c = tool("x")
    for probe in [lambda: c["hits"], lambda: len(c), lambda: [h for h in c], lambda: c.hits]:
        try:
            probe()
        except (TypeError, AttributeError) as e:
            print(type(e).__name__, "|", e)
    print((await c)["hits"])
    coros = [tool(i) for i in range(2)]
    try:
        await asyncio.gather(coros)
    except TypeError as e:
        print("TypeError |", e)
    print(len(await asyncio.gather(*coros)))
    try:
        await asyncio.wait_for(tool, 1)
    except TypeError as e:
        print("TypeError |", e)
    try:
        await asyncio.sleep(-1)
        print("negative sleep is fine")
        await asyncio.wait_for(asyncio.sleep(0.2), timeout=0)
    except asyncio.TimeoutError:
        print("timeout=0 times out")
    try:
        await asyncio.create_task(tool)
    except TypeError as e:
        print("TypeError |", str(e).split(" at 0x")[0])
    try:
        await 5
    except TypeError as e:
        print("TypeError |", e)
    q = asyncio.Queue()
    g = q.get()
    print(type(g).__name__)
    g.close()
    try:
        async with asyncio.Lock() as l:
            print("lock value:", l)
        with asyncio.Lock():
            pass
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, "|", e)
    t = asyncio.create_task(tool("late"))
    print(t.done(), (await t)["q"], t.done())
    try:
        asyncio.Semaphore(0).release()
        print("semaphore release ok")
        await asyncio.wait_for(asyncio.Semaphore(0).acquire(), 0.01)
    except TimeoutError:
        print("acquire timed out")

asyncio.run(main())
