import asyncio
class Ticker:
    def __init__(self, n): self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i
async def main():
    async for t in Ticker(3):
        print("tick", t)
    print([x async for x in Ticker(4) if x % 2 == 0])
asyncio.run(main())
