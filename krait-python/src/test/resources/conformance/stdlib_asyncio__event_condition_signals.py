# Event as a start signal for many tasks, Condition.notify(n) waking exactly n of the
# waiters in arrival order, wait_for with a predicate, and the reprs of both.
import asyncio


async def main():
    go = asyncio.Event()
    started = []

    async def runner(n):
        await go.wait()
        started.append(n)

    crowd = [asyncio.create_task(runner(n)) for n in range(4)]
    await asyncio.sleep(0)
    print(repr(go).split(" [")[1], started)
    go.set()
    go.set()  # setting twice changes nothing
    await asyncio.gather(*crowd)
    print(repr(go).split(" [")[1], started, await go.wait())
    go.clear()
    print(go.is_set())

    cond = asyncio.Condition()
    woken = []

    async def sleeper(n):
        async with cond:
            await cond.wait()
            woken.append(n)

    sleepers = [asyncio.create_task(sleeper(n)) for n in range(5)]
    await asyncio.sleep(0)
    print(repr(cond).split(" [")[1])
    async with cond:
        cond.notify(2)
    await asyncio.sleep(0)
    print("after notify(2):", woken)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*sleepers)
    print("after notify_all:", woken)

    stock = []

    async def buyer():
        async with cond:
            got = await cond.wait_for(lambda: len(stock) >= 3 and stock[:])
            return got

    shopper = asyncio.create_task(buyer())
    for item in "abc":
        await asyncio.sleep(0)
        async with cond:
            stock.append(item)
            cond.notify()
    print("bought:", await shopper)

    shared = asyncio.Lock()
    c1, c2 = asyncio.Condition(shared), asyncio.Condition(shared)
    async with c1:
        print("one lock, two conditions:", c2.locked(), shared.locked())
    print(c2.locked())


asyncio.run(main())
