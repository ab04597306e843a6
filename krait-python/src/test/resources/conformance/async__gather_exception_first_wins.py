import asyncio
events = []
async def a():
    events.append("a start")
    await asyncio.sleep(0)
    raise KeyError("from a")
async def b():
    events.append("b start")
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    events.append("b end")
    return "b"
async def main():
    try:
        await asyncio.gather(a(), b())
    except KeyError as e:
        print("gather raised", repr(e))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(events)
asyncio.run(main())
