import asyncio

async def main():
    c = asyncio.sleep(0)
    print(type(c).__name__, asyncio.iscoroutine(c), asyncio.iscoroutinefunction(asyncio.sleep))
    await c
    t = asyncio.create_task(asyncio.sleep(0.01, result=5))
    print(await t)
    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(0.001, result=i)) for i in range(3)])
    print(sorted(t.result() for t in done), pending)
    print(await asyncio.wait_for(asyncio.sleep(0, result="fast"), timeout=1))
    try:
        await asyncio.sleep("x")
    except TypeError as e:
        print("TypeError", e)
    s = asyncio.sleep(1)
    s.close()
    print("closed")

asyncio.run(main())
print(asyncio.run(asyncio.sleep(0, result="top")))
