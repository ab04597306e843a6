# Closures and higher-order functions: adders made by a factory, applied through map and calls.

def make_scaler(k):
    def scale(v):
        return v * k + 1
    return scale


def compose(f, g):
    return lambda v: f(g(v))


def bench():
    fns = [make_scaler(k) for k in range(1, 8)]
    both = compose(fns[2], fns[5])
    total = 0
    for i in range(40_000):
        total += fns[i % 7](i) + both(i & 255)
    total += sum(map(fns[1], range(20_000)))
    return total
