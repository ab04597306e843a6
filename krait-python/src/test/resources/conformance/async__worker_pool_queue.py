import asyncio
async def worker(name, q, out):
    while True:
        job = await q.get()
        await asyncio.sleep(job / 1000)
        out.append((name, job))
        q.task_done()
async def main():
    q = asyncio.Queue()
    for j in [5, 1, 3, 2, 4]:
        q.put_nowait(j)
    out = []
    ws = [asyncio.create_task(worker(f"w{i}", q, out)) for i in range(2)]
    await q.join()
    for w in ws:
        w.cancel()
    await asyncio.gather(*ws, return_exceptions=True)
    print(sorted(j for _, j in out), len(out))
asyncio.run(main())
