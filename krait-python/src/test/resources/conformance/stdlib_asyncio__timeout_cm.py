import asyncio

async def main():
    loop = asyncio.get_running_loop()
    # timeout(None) never expires; reschedule later
    async with asyncio.timeout(None) as cm:
        print("when:", cm.when(), "expired:", cm.expired())
        cm.reschedule(loop.time() + 0.01)
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            print("inner sees CancelledError")
            raise
    print("unreachable")

async def run_main():
    try:
        await main()
    except TimeoutError:
        print("TimeoutError after reschedule")

async def more():
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(3) as cm:
        await asyncio.sleep(0.01)
    print("not expired:", cm.expired())

    try:
        async with asyncio.timeout_at(loop.time() + 0.01) as cm:
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timeout_at:", type(e).__name__, repr(str(e)), "expired:", cm.expired())

    # extending a deadline
    try:
        async with asyncio.timeout(0.01) as cm:
            cm.reschedule(loop.time() + 3)
            await asyncio.sleep(0.02)
            print("survived thanks to reschedule")
            cm.reschedule(None)
            await asyncio.sleep(0.05)
            print("no deadline now")
    except TimeoutError:
        print("unexpected timeout")

    # already passed deadline
    try:
        async with asyncio.timeout(-1):
            await asyncio.sleep(0)
    except TimeoutError:
        print("negative delay times out at the first await")

    # a timeout inside a timeout: the inner one fires
    try:
        async with asyncio.timeout(1):
            try:
                async with asyncio.timeout(0.01):
                    await asyncio.sleep(1)
            except TimeoutError:
                print("inner timeout")
            await asyncio.sleep(0)
            print("outer still fine")
    except TimeoutError:
        print("outer timeout?!")

    # catching the TimeoutError inside a task keeps it running
    async def worker():
        results = []
        for d in (0.001, 1, 0.001):
            try:
                async with asyncio.timeout(0.3):
                    await asyncio.sleep(d)
                    results.append(d)
            except TimeoutError:
                results.append("timeout")
        return results
    print(await worker())

    # sleep(0, result) and sleep with result
    print(await asyncio.sleep(0, "zero"), await asyncio.sleep(0.001, result=[1, 2]))
    t0 = loop.time()
    t1 = loop.time()
    print("monotonic:", t1 >= t0, type(t0).__name__)

asyncio.run(run_main())
asyncio.run(more())
