def countdown(n):
    while n > 0:
        yield n
        n -= 1
print(list(countdown(3)), type(countdown(1)).__name__)
def pairs(s):
    for i in range(len(s) - 1):
        yield s[i:i + 2]
print(list(pairs("abcd")))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])
