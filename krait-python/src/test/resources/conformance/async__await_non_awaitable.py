import asyncio
async def main():
    try:
        await 5
    except TypeError as e:
        print(type(e).__name__, e)
    class Aw:
        def __await__(self):
            yield from []
            return "custom awaitable"
    print(await Aw())
asyncio.run(main())
