import asyncio
class Conn:
    def __init__(self, name): self.name = name
    async def __aenter__(self):
        await asyncio.sleep(0)
        print("open", self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        print("close", self.name, et.__name__ if et else None)
        return et is KeyError
async def main():
    async with Conn("db") as c:
        print("using", c.name)
    async with Conn("a") as a, Conn("b") as b:
        print("two", a.name, b.name)
    async with Conn("suppress"):
        raise KeyError("gone")
    print("after suppressed")
    try:
        async with Conn("err"):
            raise ValueError("kept")
    except ValueError as e:
        print("caught", e)
asyncio.run(main())
