x = 10
def f():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = 5
f()
def g():
    def h(): return y
    try:
        h()
    except NameError as e:
        print(type(e).__name__, e)
    y = 1
    return h()
print(g())
def k():
    total = 0
    def add(n):
        nonlocal total
        total += n
    for i in range(5):
        add(i)
    return total
print(k())
