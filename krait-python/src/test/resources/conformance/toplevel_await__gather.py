import asyncio
async def item(i):
    await asyncio.sleep(0)
    return {"id": i, "ok": i % 2 == 0}
results = await asyncio.gather(*(item(i) for i in range(5)))
print(results)
print([r["id"] for r in results if r["ok"]])
