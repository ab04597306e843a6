def f(a, b):
    return a / b
x = f(
    1,
    0)
