import asyncio

async def main(x):
    await asyncio.sleep(0.001)
    return x * 2

l0 = asyncio.get_event_loop()
print(l0.run_until_complete(main(3)))
l0.close()
loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(loop.run_until_complete(main(21)))
t = loop.create_task(main(5))
print(loop.run_until_complete(t), t.done())
fut = loop.create_future()
loop.call_soon(fut.set_result, "via call_soon")
print(loop.run_until_complete(fut))
print(loop.is_running(), loop.is_closed())
loop.close()
print(loop.is_closed())

async def inside():
    running = asyncio.get_running_loop()
    c = main(1)
    try:
        running.run_until_complete(c)
    except RuntimeError as e:
        print("RuntimeError:", e)
    finally:
        c.close()
    h = running.call_later(0.001, print, "call_later fired")
    print(type(h).__name__, h.cancelled())
    await asyncio.sleep(0.01)
    h2 = running.call_later(0.001, print, "never printed")
    h2.cancel()
    await asyncio.sleep(0.01)
    print("cancelled handle:", h2.cancelled())
    return running.is_running()
print(asyncio.run(inside()))
