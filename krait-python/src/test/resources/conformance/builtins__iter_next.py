it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, repr(e))
it2 = iter("ab")
print(list(it2), list(it2))
class Countdown:
    def __init__(self): self.n = 3
    def __call__(self):
        self.n -= 1
        return self.n
print(list(iter(Countdown(), 0)))
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
print(iter(it) is it)
