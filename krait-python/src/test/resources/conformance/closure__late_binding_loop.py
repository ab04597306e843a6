fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs = [lambda i=i: i for i in range(3)]
print([f() for f in fs])
def make():
    out = []
    for i in range(3):
        def f(): return i * 10
        out.append(f)
    i = 99
    return out
print([f() for f in make()])
def make2():
    return [(lambda n: lambda: n)(i) for i in range(3)]
print([f() for f in make2()])
