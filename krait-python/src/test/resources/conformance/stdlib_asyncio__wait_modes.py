import asyncio

async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise RuntimeError(f"{name} failed")
    return name

def names(tasks):
    return sorted(t.get_name() for t in tasks)

async def main():
    mk = lambda: [asyncio.create_task(job("a", 0.01), name="a"),
                  asyncio.create_task(job("b", 0.06, fail=True), name="b"),
                  asyncio.create_task(job("c", 0.15), name="c")]

    tasks = mk()
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("FIRST_COMPLETED", names(done), names(pending))
    done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
    print("FIRST_EXCEPTION", names(done), names(pending), [str(t.exception()) for t in done])
    done, pending = await asyncio.wait(pending)
    print("ALL_COMPLETED", names(done), names(pending), [t.result() for t in done])

    tasks = mk()
    done, pending = await asyncio.wait(tasks, timeout=0.03)
    print("timeout", names(done), names(pending))
    for t in pending:
        t.cancel()
    done, pending = await asyncio.wait(pending)
    print("after cancel", [t.cancelled() for t in sorted(done, key=lambda t: t.get_name())])

    # FIRST_EXCEPTION with no exception waits for all
    done, pending = await asyncio.wait([asyncio.create_task(job("x", 0)), asyncio.create_task(job("y", 0.01))],
                                       return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending))
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)

    for bad in ([], set()):
        try:
            await asyncio.wait(bad)
        except ValueError as e:
            print("ValueError:", e)
    try:
        await asyncio.wait([asyncio.create_task(job("z", 0))], return_when="SOMETIMES")
    except ValueError as e:
        print("ValueError:", e)

    # as_completed
    order = []
    for coro in asyncio.as_completed([job("slow", 0.09), job("fast", 0.01), job("mid", 0.05)]):
        order.append(await coro)
    print("as_completed:", order)
    got = []
    try:
        for coro in asyncio.as_completed([job("q", 0.01), job("never", 1)], timeout=0.1):
            got.append(await coro)
    except asyncio.TimeoutError as e:
        print("as_completed timeout after", got, type(e).__name__)
    errs = []
    for coro in asyncio.as_completed([job("e1", 0.01, True), job("ok", 0.02)]):
        try:
            errs.append(await coro)
        except RuntimeError as e:
            errs.append(f"err:{e}")
    print(errs)

    # wait_for
    print(await asyncio.wait_for(job("wf", 0.01), timeout=1))
    print(await asyncio.wait_for(job("none", 0), timeout=None))
    try:
        await asyncio.wait_for(job("wf2", 1), timeout=0.01)
    except TimeoutError as e:
        print("wait_for:", type(e).__name__, isinstance(e, asyncio.TimeoutError))
    t = asyncio.create_task(job("inner", 1))
    try:
        await asyncio.wait_for(t, 0.01)
    except asyncio.TimeoutError:
        print("inner task cancelled by wait_for:", t.cancelled())
    try:
        await asyncio.wait_for(job("fails", 0, fail=True), timeout=1)
    except RuntimeError as e:
        print("wait_for propagates:", e)

asyncio.run(main())
