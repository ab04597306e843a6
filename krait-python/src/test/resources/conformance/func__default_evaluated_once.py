import math
calls = 0
def compute():
    global calls
    calls += 1
    return calls
def f(x=compute()):
    return x
print(f(), f(), calls)
def g(v=[]):
    v.append(len(v))
    return v
g(); g()
print(g.__defaults__)
