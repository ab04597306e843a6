def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(30))
def fib(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(80))
def hanoi(n, a="A", b="B", c="C"):
    if n == 0:
        return []
    return hanoi(n - 1, a, c, b) + [(a, c)] + hanoi(n - 1, b, a, c)
print(len(hanoi(10)), hanoi(2))
def flatten(x):
    return [z for y in x for z in flatten(y)] if isinstance(x, list) else [x]
print(flatten([1, [2, [3, [4, []]]], 5]))
