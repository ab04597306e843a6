# Recursive calls and small-int arithmetic: the naive Fibonacci recursion.

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def bench():
    return fib(25)
