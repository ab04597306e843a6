import itertools
def naturals():
    n = 0
    while True:
        yield n
        n += 1
def primes():
    seen = []
    for n in itertools.count(2):
        if all(n % p for p in seen):
            seen.append(n)
            yield n
print(list(itertools.islice(naturals(), 5)), list(itertools.takewhile(lambda p: p < 30, primes())))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print([f for _, f in zip(range(10), fib())], next(f for f in fib() if f > 1000))
print(list(itertools.chain.from_iterable(itertools.repeat("ab", 2))), list(itertools.accumulate([1, 2, 3])))
