def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    out = []
    for i, x in enumerate(items):
        for p in permutations(items[:i] + items[i + 1:]):
            out.append([x] + p)
    return out
print(permutations([1, 2, 3]), len(permutations(list("abcd"))))
def n_queens(n):
    sols = []
    def place(row, cols, d1, d2, cur):
        if row == n:
            sols.append(cur[:]); return
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2: continue
            cur.append(c)
            place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, cur)
            cur.pop()
    place(0, set(), set(), set(), [])
    return sols
print(len(n_queens(6)), n_queens(4), len(n_queens(8)))
memo = {}
def fib(n):
    if n in memo: return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print(fib(90), len(memo))
def subsets(s):
    if not s: return [[]]
    rest = subsets(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(sorted(subsets([1, 2, 3]), key=lambda x: (len(x), x)))
def hanoi(n, a="A", b="B", c="C"):
    return [] if n == 0 else hanoi(n - 1, a, c, b) + [(a, c)] + hanoi(n - 1, b, a, c)
print(len(hanoi(10)), hanoi(2))
def flatten(x): return [y for e in x for y in flatten(e)] if isinstance(x, list) else [x]
print(flatten([1, [2, [3, [4, []]]], 5]))
def gcd(a, b): return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2**40, 6**10))
def binsearch(xs, t, lo=0, hi=None):
    hi = len(xs) if hi is None else hi
    if lo >= hi: return -1
    mid = (lo + hi) // 2
    if xs[mid] == t: return mid
    return binsearch(xs, t, mid + 1, hi) if xs[mid] < t else binsearch(xs, t, lo, mid)
print([binsearch(list(range(0, 100, 3)), t) for t in (0, 33, 34, 99)])
