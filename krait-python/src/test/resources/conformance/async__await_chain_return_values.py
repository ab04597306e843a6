import asyncio
async def step1():
    await asyncio.sleep(0)
    return 1
async def step2(x):
    return x + 1
async def pipeline():
    a = await step1()
    b = await step2(a)
    c = await step2(await step2(b))
    return [a, b, c]
print(asyncio.run(pipeline()))
async def with_exc():
    try:
        await step2("x")
    except TypeError as e:
        return f"{type(e).__name__}: {e}"
print(asyncio.run(with_exc()))
