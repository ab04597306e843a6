# Generator pipelines and comprehensions: filtering, mapping and summing lazily.

def evens(limit):
    n = 0
    while n < limit:
        yield n
        n += 2


def squares(src):
    for v in src:
        yield v * v


def bench():
    a = sum(squares(evens(200_000)))
    b = sum(x % 13 for x in range(150_000) if x % 3)
    c = len({x % 1000: x for x in range(50_000)})
    d = [y for y in (x * 2 for x in range(50_000)) if y % 7 == 1]
    return a, b, c, len(d)
