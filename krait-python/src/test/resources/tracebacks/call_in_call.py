def f(x):
    return x / 0
print(f(1), f(2))
