import asyncio
async def numbers():
    for i in range(3):
        await asyncio.sleep(0)
        yield i
async for n in numbers():
    print("n", n)
class Res:
    async def __aenter__(self):
        print("acquire")
        return "res"
    async def __aexit__(self, *a):
        print("release")
async with Res() as r:
    print("inside", r)
print([x async for x in numbers()])
