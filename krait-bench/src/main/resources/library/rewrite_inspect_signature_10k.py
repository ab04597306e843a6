# issue 11 closing note: inspect.signature on 10k calls over five callable kinds
import inspect


def plain(a, b=1, *args, c, d=2, **kw):
    pass


class K:
    def method(self, x, y=0):
        pass

    def __init__(self, p, q=None):
        pass


def positional(x, /, y, *, z=1):
    pass


targets = [plain, K(1).method, K, positional, lambda z, *, w=3: None]
n = 0
for i in range(10_000):
    s = inspect.signature(targets[i % len(targets)])
    n += len(s.parameters)
assert n > 10_000
