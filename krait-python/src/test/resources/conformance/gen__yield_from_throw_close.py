def inner():
    try:
        while True:
            try:
                x = yield
                print("inner got", x)
            except ValueError as e:
                print("inner handled", e)
    finally:
        print("inner finally")
def outer():
    r = yield from inner()
    print("never", r)
g = outer()
next(g)
g.send(1)
g.throw(ValueError("boom"))
g.send(2)
g.close()
print("closed")
def sub():
    yield 1
    raise KeyError("k")
def deleg():
    try:
        yield from sub()
    except KeyError as e:
        print("delegator caught", e)
        yield "recovered"
print(list(deleg()))
def inner2():
    yield 1
    return "ret"
def outer2():
    res = yield from inner2()
    yield res
print(list(outer2()))
