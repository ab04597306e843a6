import asyncio

async def slow(label, delay):
    try:
        await asyncio.sleep(delay)
        return label
    except asyncio.CancelledError:
        print(label, "was cancelled")
        raise
    finally:
        print(label, "cleanup")

async def main():
    try:
        async with asyncio.timeout(0.02) as cm:
            await slow("inner", 1)
        print("not reached")
    except TimeoutError as e:
        print("TimeoutError", repr(e), type(e.__cause__).__name__)
    print("expired:", cm.expired())

    async with asyncio.timeout(1) as cm:
        r = await slow("fast", 0.01)
    print("result:", r, "expired:", cm.expired())

    async with asyncio.timeout(None) as cm:
        print("when:", cm.when())
        await asyncio.sleep(0.01)
    print("none ok")

    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.02):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout_at fired")

    try:
        async with asyncio.timeout(None) as cm:
            cm.reschedule(loop.time() + 0.01)
            await asyncio.sleep(1)
    except TimeoutError:
        print("rescheduled timeout fired")

    try:
        async with asyncio.timeout(0.5):
            async with asyncio.timeout(0.01):
                await asyncio.sleep(1)
    except TimeoutError:
        print("inner timeout raised")

    try:
        async with asyncio.timeout(0.01):
            async with asyncio.timeout(0.5):
                await asyncio.sleep(1)
    except TimeoutError:
        print("outer timeout raised")

    async def swallow():
        try:
            async with asyncio.timeout(0.01):
                await asyncio.sleep(1)
        except TimeoutError:
            return "handled inside"
    print(await asyncio.create_task(swallow()))

    try:
        async with asyncio.timeout(0.01):
            await asyncio.gather(slow("g1", 1), slow("g2", 1))
    except TimeoutError:
        print("gather timed out")

    try:
        async with asyncio.timeout(0.01):
            raise ValueError("inside")
    except ValueError as e:
        print("ValueError passes through:", e)

asyncio.run(main())
