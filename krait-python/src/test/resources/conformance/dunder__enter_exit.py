class Ctx:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return False
with Ctx("a") as v:
    print("body", v)
try:
    with Ctx("b"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
with Ctx("x") as x, Ctx("y") as y:
    print("both", x, y)
