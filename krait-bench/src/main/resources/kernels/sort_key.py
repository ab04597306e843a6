# A 100k-element list comprehension, then sorting it with a key function.

def bench():
    items = [(i * 7919) % 100_003 for i in range(100_000)]
    items.sort(key=lambda v: -v)
    return items[0], items[-1], items[50_000]
