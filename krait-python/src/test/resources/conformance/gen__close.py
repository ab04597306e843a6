def g():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("GeneratorExit seen")
        raise
    finally:
        print("finally")
x = g()
print(next(x))
x.close()
x.close()
print(next(x, "closed"))
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(type(e).__name__, e)
y = g()
y.close()
print("unstarted close ok")
