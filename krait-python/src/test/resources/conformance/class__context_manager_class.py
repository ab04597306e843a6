class Timer:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return et is KeyError
with Timer("a") as t, Timer("b"):
    print("body", t.name)
with Timer("c"):
    raise KeyError("k")
print("after suppressed")
try:
    with Timer("d"):
        raise ValueError("v")
except ValueError as e:
    print("caught", e)
