import asyncio
async def search(q):
    await asyncio.sleep(0)
    return [f"{q}-{i}" for i in range(len(q))]
queries = ["ab", "xyz", ""]
hits = await asyncio.gather(*(search(q) for q in queries))
for q, h in zip(queries, hits):
    print(f"{q!r:>6}: {len(h)} hits {h[:2]}")
best = max(zip(queries, hits), key=lambda p: len(p[1]))
print("best:", best[0])
