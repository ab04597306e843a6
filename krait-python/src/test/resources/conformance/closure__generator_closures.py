def make_gens():
    gens = []
    for i in range(3):
        gens.append((i * j for j in range(3)))
    return gens
print([list(g) for g in make_gens()])
def outer():
    x = 0
    def gen():
        nonlocal x
        while x < 3:
            x += 1
            yield x
    return gen, lambda: x
g, peek = outer()
it = g()
print(next(it), peek(), list(it), peek())
