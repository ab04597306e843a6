# asyncio.run cancels the tasks main left behind and waits for them before returning
import asyncio

log = []

async def background(name, delay):
    try:
        await asyncio.sleep(delay)
        log.append(name + " finished")
    except asyncio.CancelledError:
        log.append(name + " cancelled")
        await asyncio.sleep(0.01)
        log.append(name + " cleaned up")
        raise
    finally:
        log.append(name + " finally")

async def stubborn():
    # swallows the first cancellation, then finishes after a short sleep
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        log.append("stubborn swallowed it")
    await asyncio.sleep(0.01)
    log.append("stubborn done")
    return "ignored"

async def main():
    asyncio.create_task(background("a", 5))
    asyncio.create_task(background("b", 7))
    asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    log.append("main returns")
    return 42

print(asyncio.run(main()))
for line in log:
    print(line)

async def main2():
    asyncio.create_task(background("c", 3))
    await asyncio.sleep(0)
    raise ValueError("main failed")

log.clear()
try:
    asyncio.run(main2())
except ValueError as e:
    print("raised", e)
print(log)

async def quick():
    return "no tasks left"

print(asyncio.run(quick()))
