class Countdown:
    def __init__(self, start): self.cur = start
    def __iter__(self): return self
    def __next__(self):
        if self.cur <= 0:
            raise StopIteration
        self.cur -= 1
        return self.cur + 1
c = Countdown(3)
print(list(c), list(c))
for x in Countdown(2):
    print("x", x)
it = Countdown(5)
print(next(it), next(it), list(zip(it, "ab")), next(it, None))
class BadIter:
    def __iter__(self): return 42
try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
