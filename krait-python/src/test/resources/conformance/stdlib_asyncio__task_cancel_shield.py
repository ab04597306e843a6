import asyncio

log = []

async def worker(name, delay):
    try:
        await asyncio.sleep(delay)
        return f"{name} done"
    except asyncio.CancelledError as e:
        log.append(f"{name} cancelled args={e.args}")
        raise
    finally:
        log.append(f"{name} finally")

async def main():
    t = asyncio.create_task(worker("w1", 1), name="w1-task")
    print(t.get_name(), t.done(), t.cancelled())
    t.set_name("renamed")
    print(t.get_name())
    await asyncio.sleep(0)
    print("cancel():", t.cancel(), "cancelling:", t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        print("awaiting cancelled task raises CancelledError")
    print(t.done(), t.cancelled(), "cancel again:", t.cancel())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result():", type(e).__name__)
    try:
        t.exception()
    except asyncio.CancelledError:
        print("exception(): CancelledError")

    # cancel with a message
    t = asyncio.create_task(worker("w2", 1))
    await asyncio.sleep(0)
    t.cancel(msg="shutting down")
    try:
        await t
    except asyncio.CancelledError as e:
        print("message:", e.args)

    # cancel before start: coroutine body never runs
    t = asyncio.create_task(worker("never", 1))
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before first step")

    # swallowing the cancellation
    async def stubborn():
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            return "ignored cancel"
    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())

    # result of pending task / done callbacks
    t = asyncio.create_task(worker("w3", 0.01))
    try:
        t.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    t.add_done_callback(lambda fut: log.append(f"callback sees {fut.result()}"))
    print(await t)
    await asyncio.sleep(0)

    # shield: outer cancelled, inner continues
    inner = asyncio.create_task(worker("shielded", 0.02))
    outer = asyncio.ensure_future(asyncio.shield(inner))
    await asyncio.sleep(0)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled, inner cancelled?", inner.cancelled())
    print(await inner)

    # CancelledError is a BaseException, not an Exception
    async def catches_exception():
        try:
            await asyncio.sleep(1)
        except Exception:
            return "caught as Exception?!"
    t = asyncio.create_task(catches_exception())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("except Exception does not catch CancelledError")
    print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))

    # current_task / all_tasks
    me = asyncio.current_task()
    print(me is not None, isinstance(me, asyncio.Task), me.done())
    print(sorted(x.get_name() for x in asyncio.all_tasks() if x is not me))

    # exception from task
    async def bad():
        raise KeyError("k")
    t = asyncio.create_task(bad())
    await asyncio.sleep(0)
    print("exception():", repr(t.exception()))
    for line in log:
        print(" ", line)

asyncio.run(main())

async def nested():
    c = asyncio.sleep(0)
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print("RuntimeError:", e)
        c.close()
asyncio.run(nested())
try:
    asyncio.run(42)
except ValueError as e:
    print("ValueError:", e)
c = worker("x", 0)
try:
    asyncio.create_task(c)
except RuntimeError as e:
    print("RuntimeError:", e)
    c.close()
