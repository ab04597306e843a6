import asyncio
log = []
async def worker(name):
    for i in range(2):
        log.append(f"{name}-{i}")
        await asyncio.sleep(0)
    return name.upper()
tasks = [asyncio.create_task(worker(n)) for n in "abc"]
done = [await t for t in tasks]
print(done)
print(log)
total = 0
for i in range(3):
    await asyncio.sleep(0)
    total += i
print(total)
