# asyncio.TaskGroup failures handled with except* (and plain except ExceptionGroup), the way
# agent code fans out tool calls: partial handling, retries of failed parts, nested groups.
import asyncio

async def fetch(name, delay, fail=None):
    await asyncio.sleep(delay)
    if fail is not None:
        raise fail
    return f"{name}:ok"

async def fan_out(specs):
    tasks = {}
    async with asyncio.TaskGroup() as tg:
        for name, delay, fail in specs:
            tasks[name] = tg.create_task(fetch(name, delay, fail))
    return {n: t.result() for n, t in tasks.items()}

async def main():
    # all succeed
    print(await fan_out([("a", 0.01, None), ("b", 0.02, None)]))

    # split by kind of failure
    try:
        await fan_out([
            ("a", 0.01, ValueError("bad a")),
            ("b", 0.2, TimeoutError("slow b")),
            ("c", 0.3, ValueError("bad c")),
        ])
    except* ValueError as eg:
        print("values:", sorted(str(e) for e in eg.exceptions), type(eg).__name__, eg.message)
    except* TimeoutError as eg:
        print("timeouts:", [str(e) for e in eg.exceptions])

    # only some failures handled: the rest propagates as a group
    try:
        try:
            await fan_out([("a", 0.01, KeyError("k")), ("b", 0.01, OSError("disk"))])
        except* KeyError as eg:
            print("handled keys:", eg.exceptions)
    except ExceptionGroup as rest:
        print("rest:", rest, [repr(e) for e in rest.exceptions])

    # the first failure cancels the others
    cancelled = []
    async def slow(name):
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cancelled.append(name)
            raise
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(slow("s1"))
            tg.create_task(slow("s2"))
            tg.create_task(fetch("boom", 0.01, RuntimeError("boom")))
    except* RuntimeError as eg:
        print("runtime:", eg.exceptions, sorted(cancelled))

    # retry the failed ones
    attempts = {}
    async def flaky(name, fails):
        attempts[name] = attempts.get(name, 0) + 1
        await asyncio.sleep(0.01)
        if attempts[name] <= fails:
            raise ConnectionError(f"{name} attempt {attempts[name]}")
        return name
    pending = {"x": 1, "y": 0, "z": 2}
    done = []
    for round_no in range(4):
        if not pending:
            break
        failed = {}
        try:
            async with asyncio.TaskGroup() as tg:
                tasks = {n: tg.create_task(flaky(n, f)) for n, f in pending.items()}
        except* ConnectionError as eg:
            print("round", round_no, "failures:", sorted(str(e) for e in eg.exceptions))
            failed = {n: pending[n] for n in pending if any(str(e).startswith(n) for e in eg.exceptions)}
        done.extend(sorted(n for n, t in tasks.items() if not t.cancelled() and t.exception() is None))
        pending = failed
    print("done:", done, "attempts:", dict(sorted(attempts.items())))

    # nested task groups give nested exception groups
    async def group_of(prefix, n):
        async with asyncio.TaskGroup() as tg:
            for i in range(n):
                tg.create_task(fetch(f"{prefix}{i}", 0.01 * (i + 1), ValueError(f"{prefix}{i}")))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(group_of("p", 1))
            tg.create_task(fetch("q", 0.3, TypeError("q")))
    except* ValueError as eg:
        print("nested values:", repr(eg))
    except* TypeError as eg:
        print("nested types:", repr(eg))

    # plain except ExceptionGroup and inspection of what failed
    try:
        await fan_out([("m", 0.01, ZeroDivisionError("division by zero")), ("n", 0.2, None)])
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg, eg.exceptions[0].__class__.__name__)
        sub = eg.subgroup(ArithmeticError)
        print("subgroup:", repr(sub))

    # an error in the body of the async with joins the group
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch("bg", 0.01, ValueError("task")))
            await asyncio.sleep(0.3)
    except* ValueError as eg:
        print("body wait then task error:", eg.exceptions)

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(slow("victim"))
            await asyncio.sleep(0.01)
            raise KeyError("body")
    except* KeyError as eg:
        print("body error:", repr(eg), cancelled[-1])

    # a clause raising a new error while handling a TaskGroup failure
    try:
        try:
            await fan_out([("u", 0.01, ValueError("u"))])
        except* ValueError as eg:
            raise RuntimeError(f"giving up after {len(eg.exceptions)} failure(s)")
    except RuntimeError as e:
        # a single new exception is raised as it is, not wrapped
        print("escalated:", repr(e), repr(e.__context__))

asyncio.run(main())
