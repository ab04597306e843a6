def make_pair():
    shared = 0
    def inc():
        nonlocal shared
        shared += 1
        return shared
    def dec():
        nonlocal shared
        shared -= 1
        return shared
    return inc, dec
inc, dec = make_pair()
print(inc(), inc(), dec(), inc())
inc2, dec2 = make_pair()
print(inc2(), inc())
def loop_closures():
    fs = []
    for i in range(3):
        def f(): return i
        fs.append(f)
    i = 10
    return [f() for f in fs]
print(loop_closures())
