import asyncio
async def add(a, b):
    await asyncio.sleep(0)
    return a + b
async def main():
    x = await add(1, 2)
    y = await add(x, 10)
    print("results", x, y)
    return "main done"
print(asyncio.run(main()))
c = add(1, 1)
print(type(c).__name__)
c.close()
