import asyncio
async def worker(name, queue, out):
    while queue:
        job = queue.pop(0)
        await asyncio.sleep(0)
        out.append(f"{name}:{job}")
async def main():
    queue = list(range(7))
    out = []
    await asyncio.gather(*(worker(n, queue, out) for n in "AB"))
    print(out)
    print(sorted(int(s.split(":")[1]) for s in out))
asyncio.run(main())
