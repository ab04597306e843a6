import asyncio

async def fetch(i, delay):
    await asyncio.sleep(delay)
    if i == 2:
        raise KeyError(i)
    return i * 10

async def main():
    order = []
    for coro in asyncio.as_completed([fetch(1, 0.06), fetch(3, 0.02), fetch(4, 0.04)]):
        order.append(await coro)
    print("order:", order)

    results = []
    for coro in asyncio.as_completed([fetch(2, 0.01), fetch(5, 0.03)]):
        try:
            results.append(await coro)
        except KeyError as e:
            results.append(f"KeyError {e}")
    print("with error:", results)

    got = []
    try:
        for coro in asyncio.as_completed([fetch(6, 0.01), fetch(7, 0.5)], timeout=0.1):
            got.append(await coro)
    except asyncio.TimeoutError:
        print("timed out after", got)
    print(asyncio.TimeoutError is TimeoutError)

    tasks = [asyncio.create_task(fetch(i, 0.01 * i)) for i in (3, 1)]
    print([await c for c in asyncio.as_completed(tasks)])
    print(len(list(asyncio.as_completed([]))))
    c = fetch(1, 0)
    try:
        asyncio.as_completed(c)
    except TypeError as e:
        print("TypeError:", e)
    c.close()

asyncio.run(main())
