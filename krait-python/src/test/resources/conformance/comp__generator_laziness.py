def noisy(n):
    for i in range(n):
        print("yield", i)
        yield i
g = (x * 10 for x in noisy(3))
print("created")
print(next(g))
print("between")
print(list(g))
g2 = (1 / x for x in [1, 0])
print(next(g2))
try:
    next(g2)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    gen = (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
