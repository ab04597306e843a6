# Deadlines (asyncio.timeout / timeout_at / wait_for) and TaskGroup failure handling, as a
# cell calling slow tools would meet them.
import asyncio


async def slow(seconds, value):
    await asyncio.sleep(seconds)
    return value


async def deadlines():
    cm = asyncio.timeout(0.01)
    print("before:", cm, cm.expired())
    try:
        async with cm:
            print("inside:", repr(cm).startswith("<Timeout [active] when="))
            await slow(1, "never")
    except TimeoutError as e:
        print("TimeoutError; cause is", type(e.__cause__).__name__)
    print("after:", cm, cm.expired())
    try:
        cm.reschedule(None)
    except RuntimeError as e:
        print("RuntimeError:", e)

    # moving the deadline while the body runs
    async with asyncio.timeout(None) as cm2:
        cm2.reschedule(asyncio.get_running_loop().time() + 5)
        print(await slow(0, "in time"), cm2.when() is not None)
    print(cm2)

    # the inner deadline fires first: only the inner block turns it into TimeoutError
    async with asyncio.timeout(5) as outer:
        try:
            async with asyncio.timeout(0.005):
                await slow(1, "x")
        except TimeoutError:
            print("inner expired; outer expired?", outer.expired())

    # a cancellation from outside is not a timeout
    async def guarded():
        async with asyncio.timeout(5):
            await slow(1, "x")

    t = asyncio.create_task(guarded())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("outside cancel stays CancelledError")

    print(await asyncio.wait_for(slow(0, "fast enough"), 1))
    print(await asyncio.wait_for(slow(0, "no limit"), None))
    done = asyncio.get_running_loop().create_future()
    done.set_result("ready")
    print(await asyncio.wait_for(done, 0))
    for limit in (0, 0.005):
        try:
            await asyncio.wait_for(slow(1, "late"), limit)
        except TimeoutError:
            print("wait_for timed out with limit", limit)

    async def stubborn():
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            return "refused to stop"

    print(await asyncio.wait_for(stubborn(), 0.005))

    inner = asyncio.create_task(slow(0.01, "shielded result"))
    waiter = asyncio.create_task(asyncio.wait_for(asyncio.shield(inner), 0.001))
    try:
        await waiter
    except TimeoutError:
        print("shield timed out, inner cancelled?", inner.cancelled())
    print(await inner)


async def groups():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(slow(0.002, "a"), name="job-a")
        b = tg.create_task(slow(0.001, "b"))
        print("open group:", tg)
    print(a.result(), b.result(), a.get_name(), tg)

    stopped = []

    async def fails(msg, after):
        await asyncio.sleep(after)
        raise ValueError(msg)

    async def long_job(name):
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            stopped.append(name)
            raise

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(long_job("sibling"))
            tg.create_task(fails("first", 0.001))
            tg.create_task(fails("second", 0.001))
            await asyncio.sleep(1)
            print("not reached")
    except* ValueError as eg:
        print("group failed:", sorted(str(e) for e in eg.exceptions), "cancelled:", stopped)

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(slow(0, None))
            raise KeyError("body")
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message, [repr(e) for e in eg.exceptions])

    late = asyncio.TaskGroup()
    async with late:
        pass
    coro = slow(0, None)
    try:
        late.create_task(coro)
    except RuntimeError as e:
        print("RuntimeError:", str(e).replace(repr(late), "<group>"))
    coro.close()
    try:
        async with late:
            pass
    except RuntimeError as e:
        print("RuntimeError:", str(e).replace(repr(late), "<group>"))


async def main():
    await deadlines()
    await groups()


asyncio.run(main())
