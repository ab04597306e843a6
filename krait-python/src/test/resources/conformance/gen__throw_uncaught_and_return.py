def g():
    try:
        yield 1
        yield 2
    except TypeError:
        yield "caught TypeError"
    yield "end"
it = g()
print(next(it), it.throw(TypeError), next(it))
it2 = g()
next(it2)
try:
    it2.throw(KeyError("x"))
except KeyError as e:
    print("propagated", e)
print(next(it2, "exhausted"))
def closer():
    try:
        yield 1
    finally:
        return "from finally"
c = closer(); next(c)
print(c.close())
def bad_close():
    try:
        yield 1
    except GeneratorExit:
        yield 2
b = bad_close(); next(b)
try:
    b.close()
except RuntimeError as e:
    print(e)
