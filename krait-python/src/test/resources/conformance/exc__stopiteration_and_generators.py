it = iter([1])
print(next(it), next(it, "done"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e), e.value)
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), sum(Countdown(4)))
def g():
    x = yield 1
    return x * 2
gen = g(); next(gen)
try:
    gen.send(21)
except StopIteration as e:
    print("return value", e.value, e.args)
