import asyncio
import time

LATENCY = {"alpha": 0.01, "beta": 0.09, "gamma": 0.05, "delta": 0.4, "epsilon": 0.03}

async def query_backend(name, q):
    await asyncio.sleep(LATENCY[name])
    if name == "gamma":
        raise ConnectionResetError(f"{name} reset the connection")
    return {"backend": name, "query": q, "hits": len(name) * 3}

async def main():
    # 1) wait_for per backend
    results = {}
    for name in LATENCY:
        try:
            results[name] = await asyncio.wait_for(query_backend(name, "llama"), timeout=0.2)
        except asyncio.TimeoutError:
            results[name] = "timeout"
        except ConnectionError as e:
            results[name] = f"error: {e}"
    for k, v in results.items():
        print(f"{k:>8}: {v if isinstance(v, str) else v['hits']}")

    # 2) as_completed yields in completion order (distinct latencies)
    order = []
    coros = [query_backend(n, "q2") for n in LATENCY if n != "delta"]
    for fut in asyncio.as_completed(coros):
        try:
            r = await fut
            order.append(r["backend"])
        except ConnectionResetError as e:
            order.append(f"!{e}")
    print("completion order:", order)

    # 3) wait with FIRST_COMPLETED and cancel the rest
    tasks = {asyncio.create_task(query_backend(n, "q3"), name=f"q3-{n}") for n in ("beta", "delta", "alpha")}
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("first done:", sorted(t.get_name() for t in done), "pending:", sorted(t.get_name() for t in pending))
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print("cancelled:", sorted(t.get_name() for t in pending if t.cancelled()))

    # 4) asyncio.timeout context manager
    try:
        async with asyncio.timeout(0.05):
            await query_backend("delta", "slow")
    except TimeoutError:
        print("timeout() raised TimeoutError")

    # 5) wait with a timeout returns both sets, nothing raised
    tasks = [asyncio.create_task(query_backend(n, "q5")) for n in ("alpha", "delta")]
    done, pending = await asyncio.wait(tasks, timeout=0.1)
    print(len(done), "done,", len(pending), "pending")
    for t in pending:
        t.cancel()
    try:
        await pending.pop()
    except asyncio.CancelledError:
        print("pending task cancelled ok")

    # 6) monotonic clock only moves forward
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(0.01)
    print("loop.time advanced:", loop.time() - t0 >= 0.009)
    p0 = time.perf_counter()
    await asyncio.gather(*(asyncio.sleep(0.02) for _ in range(50)))
    print("50 sleeps ran concurrently:", time.perf_counter() - p0 < 0.5)

asyncio.run(main())
