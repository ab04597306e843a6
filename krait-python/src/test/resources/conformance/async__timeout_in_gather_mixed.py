import asyncio
async def fetch(i):
    await asyncio.sleep(0.1 * i)
    if i == 3:
        raise ConnectionError(f"host {i} down")
    return {"id": i}
async def safe_fetch(i):
    try:
        return await asyncio.wait_for(fetch(i), timeout=0.35)
    except asyncio.TimeoutError:
        return {"id": i, "error": "timeout"}
    except ConnectionError as e:
        return {"id": i, "error": str(e)}
async def main():
    results = await asyncio.gather(*(safe_fetch(i) for i in range(6)))
    for r in results:
        print(r)
asyncio.run(main())
