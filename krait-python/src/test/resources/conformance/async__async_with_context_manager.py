import asyncio
class Conn:
    def __init__(self, name): self.name = name
    async def __aenter__(self):
        print("open", self.name)
        await asyncio.sleep(0)
        return self
    async def __aexit__(self, et, ev, tb):
        print("close", self.name, et.__name__ if et else None)
        return False
async def main():
    async with Conn("db") as c, Conn("cache") as d:
        print("using", c.name, d.name)
    try:
        async with Conn("bad"):
            raise ValueError("oops")
    except ValueError as e:
        print("caught", e)
asyncio.run(main())
