class Counter:
    def __init__(self): self.n = 0
    def __call__(self, step=1):
        self.n += step
        return self.n
c = Counter()
print(c(), c(), c(5), callable(c), callable(Counter), list(map(c, [1, 1])))
class Memo:
    def __init__(self, fn): self.fn, self.cache = fn, {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]
@Memo
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), len(fib.cache))
