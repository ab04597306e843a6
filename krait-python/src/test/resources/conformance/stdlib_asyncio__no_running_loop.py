import asyncio

async def main(tag):
    await asyncio.sleep(0)
    return tag, asyncio.current_task().get_name()

for fn in (asyncio.get_running_loop, asyncio.current_task, asyncio.all_tasks):
    try:
        fn()
    except RuntimeError as e:
        print(fn.__name__, "-> RuntimeError:", e)

c = main("x")
try:
    asyncio.create_task(c)
except RuntimeError as e:
    print("create_task -> RuntimeError:", e)
c.close()

print(asyncio.run(main("first")))
print(asyncio.run(main("second")))
print(asyncio.run(asyncio.sleep(0, "sleep result")))
try:
    asyncio.run(main)
except ValueError as e:
    print("ValueError:", str(e).split(" got ")[0])

async def outer():
    inner = main("inner")
    try:
        asyncio.run(inner)
    except RuntimeError as e:
        inner.close()
        return str(e)
print(asyncio.run(outer()))

async def failing():
    await asyncio.sleep(0)
    raise LookupError("no such record")
try:
    asyncio.run(failing())
except LookupError as e:
    print("propagated:", repr(e))
