import asyncio
async def boom():
    await asyncio.sleep(0)
    raise KeyError("missing-key")
print("before")
await boom()
print("never")
