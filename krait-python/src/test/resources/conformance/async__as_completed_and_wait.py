import asyncio
async def w(n):
    await asyncio.sleep(n / 100)
    return n
async def main():
    out = []
    for fut in asyncio.as_completed([w(3), w(1), w(2)]):
        out.append(await fut)
    print(out)
    tasks = [asyncio.create_task(w(n)) for n in (2, 1)]
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))
asyncio.run(main())
