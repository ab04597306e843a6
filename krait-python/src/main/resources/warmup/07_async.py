# Warm-up corpus: asyncio. gather (with and without exceptions), tasks, TaskGroup, queues,
# semaphores, locks, events, async generators, async with/for, timeouts that do not fire, and
# the host's tools called concurrently (the warm-up host answers at once).
import asyncio


async def work(i):
    await asyncio.sleep(0)
    if i == 3:
        raise ValueError(f"bad {i}")
    return i * 10


async def produce(queue, n):
    for i in range(n):
        await queue.put(i)
    await queue.put(None)


async def consume(queue, out):
    while (item := await queue.get()) is not None:
        out.append(item * item)
        queue.task_done()


async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


class Session:
    def __init__(self):
        self.state = "new"

    async def __aenter__(self):
        self.state = "open"
        return self

    async def __aexit__(self, *exc):
        self.state = "closed"


async def guarded(sem, lock, shared, i):
    async with sem:
        async with lock:
            shared.append(i)
        await asyncio.sleep(0)
        return i


async def main():
    ok = await asyncio.gather(*(work(i) for i in range(3)))
    mixed = await asyncio.gather(*(work(i) for i in range(5)), return_exceptions=True)
    task = asyncio.create_task(work(7), name="seven")
    done = await task
    async with asyncio.TaskGroup() as tg:
        handles = [tg.create_task(work(i)) for i in (4, 5)]
    queue = asyncio.Queue(maxsize=2)
    squares = []
    await asyncio.gather(produce(queue, 6), consume(queue, squares))
    ticks = [i async for i in ticker(4)]
    async with Session() as s:
        opened = s.state
    sem, lock, shared = asyncio.Semaphore(2), asyncio.Lock(), []
    guarded_results = await asyncio.gather(*(guarded(sem, lock, shared, i) for i in range(6)))
    event = asyncio.Event()

    async def waiter():
        await event.wait()
        return "woke"
    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    event.set()
    fast = await asyncio.wait_for(work(1), timeout=30)
    async with asyncio.timeout(30):
        inside = await work(2)
    done_set, pending = await asyncio.wait([asyncio.create_task(work(i)) for i in range(3)])
    firsts = [await f for f in asyncio.as_completed([work(8), work(9)])]
    cancelled = asyncio.create_task(asyncio.sleep(3600))
    await asyncio.sleep(0)
    cancelled.cancel()
    try:
        await cancelled
    except asyncio.CancelledError:
        was_cancelled = True
    shielded = await asyncio.shield(work(6))
    return (ok, [type(m).__name__ for m in mixed], done, [h.result() for h in handles], squares, ticks, opened,
            s.state, guarded_results, await w, fast, inside, len(done_set), sorted(firsts), was_cancelled, shielded)


result = await main()
assert result[0] == [0, 10, 20] and result[1] == ["int", "int", "int", "ValueError", "int"] and result[4] == [0, 1, 4, 9, 16, 25]
print("async", result)
echoes = await asyncio.gather(*(tools.echo(n=i, tag=f"t{i}") for i in range(20)))
assert [e["n"] for e in echoes] == list(range(20))
single = await tools.echo({"nested": {"list": [1, 2.5, "x", None, True]}})
lookups = [await tools.lookup(key=k) for k in ("alpha", "beta")]
try:
    await tools.fail(reason="expected")
except Exception as e:
    failed = type(e).__name__
text({"echoes": len(echoes), "single": single, "lookups": lookups, "failed": failed})
await yield_control()
notify("warm-up async cell done")
