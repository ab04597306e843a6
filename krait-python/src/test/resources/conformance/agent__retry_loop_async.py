import asyncio
attempts = {"n": 0}
async def flaky():
    attempts["n"] += 1
    await asyncio.sleep(0)
    if attempts["n"] < 3:
        raise ConnectionError(f"attempt {attempts['n']} failed")
    return "success"
async def with_retry(fn, tries=5):
    last = None
    for i in range(tries):
        try:
            return await fn()
        except ConnectionError as e:
            print("retrying after:", e)
            last = e
    raise RuntimeError("gave up") from last
print(asyncio.run(with_retry(flaky)))
print(attempts)
