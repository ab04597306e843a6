import asyncio
async def job(label):
    print("start", label)
    await asyncio.sleep(0)
    print("end", label)
    return label
async def main():
    t = asyncio.create_task(job("bg"))
    print("task created")
    await asyncio.sleep(0)
    print("main resumed")
    print("result", await t)
asyncio.run(main())
