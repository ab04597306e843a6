import asyncio

async def sleeper(log):
    log.append("start")
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        log.append(f"cancelled args={e.args}")
        raise
    finally:
        log.append("finally")

async def stubborn():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        return "ignored cancel"

async def main():
    print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))
    log = []
    t = asyncio.create_task(sleeper(log), name="sleepy")
    print(t.get_name(), t.done(), t.cancelled())
    try:
        t.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    try:
        t.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    await asyncio.sleep(0)
    print("cancel ->", t.cancel("stop it"), t.cancelling())
    print("done before await:", t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiting raised CancelledError", e.args)
    print(log)
    print(t.done(), t.cancelled(), t.cancel())
    for meth in (t.result, t.exception):
        try:
            meth()
        except asyncio.CancelledError:
            print(meth.__name__, "raised CancelledError")

    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())

    t = asyncio.create_task(sleeper([]))
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before start:", t.cancelled())

    seen = []
    async def quick():
        return 42
    t = asyncio.create_task(quick())
    t.add_done_callback(lambda f: seen.append(("cb", f.result())))
    t.set_name("renamed")
    print(await t, t.get_name(), t.exception())
    await asyncio.sleep(0)
    print(seen)

    async def boom():
        raise ValueError("bad")
    t = asyncio.create_task(boom())
    await asyncio.sleep(0)
    print(t.done(), repr(t.exception()))
    try:
        t.result()
    except ValueError as e:
        print("result() re-raised", e)

    fut = asyncio.get_running_loop().create_future()
    fut.cancel()
    print(fut.cancelled(), fut.done())
    fut = asyncio.Future()
    fut.set_result(1)
    try:
        fut.set_result(2)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)

    async def inner():
        await asyncio.sleep(10)
    async def outer():
        try:
            await inner()
        except asyncio.CancelledError:
            print("outer saw CancelledError from nested await")
            raise
    t = asyncio.create_task(outer())
    await asyncio.sleep(0.01)
    t.cancel()
    await asyncio.gather(t, return_exceptions=True)
    print("outer cancelled:", t.cancelled())

asyncio.run(main())
