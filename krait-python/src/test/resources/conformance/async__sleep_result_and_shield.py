import asyncio
async def main():
    v = await asyncio.sleep(0.001, result="slept")
    print(v)
    async def inner():
        await asyncio.sleep(0.01)
        return "inner done"
    print(await asyncio.shield(inner()))
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    print(await fut)
asyncio.run(main())
