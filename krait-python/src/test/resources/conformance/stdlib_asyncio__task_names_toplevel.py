import asyncio

async def tool(x):
    await asyncio.sleep(0)
    return asyncio.current_task().get_name(), x

me = asyncio.current_task()
print("cell task:", me.get_name(), me.done())
t1 = asyncio.create_task(tool(1))
t2 = asyncio.create_task(tool(2), name="custom")
print(await t1, await t2)
print(await asyncio.gather(tool(3), tool(4)))
loop = asyncio.get_running_loop()
print(loop is asyncio.get_running_loop(), loop.is_running())
others = [t for t in asyncio.all_tasks() if t is not me]
print("others pending:", others)
t3 = asyncio.create_task(tool(5))
print(repr(t3).startswith("<Task pending name='Task-"), t3.get_name())
await t3
print(repr(t3).startswith("<Task finished name="), "result=" in repr(t3))
print(asyncio.iscoroutinefunction(tool), asyncio.iscoroutinefunction(print))
c = tool(9)
print(asyncio.iscoroutine(c), await c)
f = loop.create_future()
print(asyncio.isfuture(f), f.done(), repr(f))
f.set_result(5)
print(f.result(), repr(f))
try:
    f.set_result(6)
except asyncio.InvalidStateError as e:
    print("InvalidStateError:", e)
