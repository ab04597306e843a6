def counter(start=0):
    count = start
    def inc(by=1):
        nonlocal count
        count += by
        return count
    def get(): return count
    def reset():
        nonlocal count
        count = start
    return inc, get, reset
inc, get, reset = counter(10)
inc(); inc(5)
print(get())
reset()
print(get(), inc())
a1, g1, _ = counter(); a2, g2, _ = counter(100)
a1(); a2(); a2()
print(g1(), g2())
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x += 1
            return x
        return inner
    f = mid()
    f(); f()
    return x
print(outer())
