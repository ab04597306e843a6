import asyncio
async def waiter(ev, name):
    print(name, "waiting")
    await ev.wait()
    print(name, "released")
async def main():
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, n)) for n in "ab"]
    await asyncio.sleep(0.01)
    print("setting", ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    lock = asyncio.Lock()
    counter = 0
    async def inc():
        nonlocal counter
        async with lock:
            v = counter
            await asyncio.sleep(0)
            counter = v + 1
    await asyncio.gather(*(inc() for _ in range(5)))
    print(counter, lock.locked())
asyncio.run(main())
