def a():
    def b():
        def c():
            def d():
                return "deep"
            return d()
        return c()
    return b()
print(a())
def adder(x):
    return lambda y: lambda z: x + y + z
print(adder(1)(2)(3))
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def get():
        return n
    return inc, get
inc, get = counter()
inc(); inc()
print(get())
