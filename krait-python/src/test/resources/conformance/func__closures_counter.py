def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c1 = make_counter()
c2 = make_counter(100)
print(c1(), c1(), c1(5), c2(), c1())
def make_adders():
    return [lambda x, n=n: x + n for n in range(3)]
print([a(10) for a in make_adders()])
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner
print(outer()())
print(c1.__closure__ is not None, make_counter.__closure__)
