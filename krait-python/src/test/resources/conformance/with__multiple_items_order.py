class R:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *exc):
        print("exit", self.n, exc[0].__name__ if exc[0] else None)
with R(1) as a, R(2) as b, R(3):
    print("body", a, b)
try:
    with R("x") as x, R("y") as y:
        raise RuntimeError("inside")
except RuntimeError as e:
    print("caught", e)
with (R("p") as p,
      R("q") as q):
    print("parenthesized", p, q)
