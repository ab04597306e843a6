def naturals():
    n = 0
    while True:
        yield n
        n += 1
def take(n, it):
    out = []
    for x in it:
        if len(out) >= n:
            break
        out.append(x)
    return out
print(take(5, naturals()))
print(take(3, (x * x for x in naturals() if x % 3 == 0)))
def primes():
    found = []
    for n in naturals():
        if n > 1 and all(n % p for p in found):
            found.append(n)
            yield n
print(take(10, primes()))
