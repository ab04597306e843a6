def sub():
    try:
        yield "s1"
        yield "s2"
    except ValueError:
        yield "sub caught"
    return "sub ret"
def top():
    r = yield from sub()
    yield "top got " + r
g = top()
print(next(g))
print(g.throw(ValueError))
print(next(g))
print(next(g, "end"))
