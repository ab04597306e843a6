import asyncio

async def child(name, delay):
    try:
        await asyncio.sleep(delay)
        print(name, "finished")
        return name
    except asyncio.CancelledError:
        print(name, "cancelled")
        raise

async def main():
    inner = asyncio.create_task(child("protected", 0.03))
    outer = asyncio.shield(inner)
    await asyncio.sleep(0.01)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("shield outer cancelled; inner cancelled?", inner.cancelled())
    print("inner result:", await inner)

    g = asyncio.gather(child("g1", 1), child("g2", 1))
    await asyncio.sleep(0.01)
    print("gather cancel:", g.cancel())
    try:
        await g
    except asyncio.CancelledError:
        print("gather raised CancelledError", g.cancelled())

    async def waiter():
        return await asyncio.gather(child("w1", 1), child("w2", 1))
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0.01)
    t.cancel()
    res = await asyncio.gather(t, return_exceptions=True)
    print("task awaiting gather:", type(res[0]).__name__, t.cancelled())

    r = await asyncio.gather(child("ok", 0.01), asyncio.sleep(0.02, "slept"), return_exceptions=True)
    print(r)

    try:
        await asyncio.wait_for(child("wf", 1), timeout=0.01)
    except asyncio.TimeoutError:
        print("wait_for TimeoutError")
    print(await asyncio.wait_for(child("wf2", 0.01), timeout=1))
    print(await asyncio.wait_for(child("wf3", 0.01), None))

    async def ignore_cancel():
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            return "swallowed"
    print(await asyncio.wait_for(ignore_cancel(), 0.01))

    t = asyncio.create_task(child("via_wait_for", 1))
    async def wf():
        return await asyncio.wait_for(t, 5)
    w = asyncio.create_task(wf())
    await asyncio.sleep(0.01)
    w.cancel()
    await asyncio.gather(w, return_exceptions=True)
    print("wait_for cancelled inner too:", t.cancelled())

asyncio.run(main())
