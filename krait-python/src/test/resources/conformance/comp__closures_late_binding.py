funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs2 = [lambda i=i: i for i in range(3)]
print([f() for f in funcs2])
def make():
    return [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in make()])
gens = [(i for _ in range(2)) for i in range(2)]
print([list(g) for g in gens])
