# ExitStack unwinding: 10k callbacks, 2k entered generator managers, 5k pushed exits with an exception (x3).
from contextlib import ExitStack, contextmanager, suppress
done = []
@contextmanager
def res(i):
    yield i
for _ in range(3):
    with ExitStack() as stack:
        for i in range(10_000):
            stack.callback(done.append, i)
        for i in range(2_000):
            stack.enter_context(res(i))
    with suppress(ValueError):
        with ExitStack() as stack:
            for i in range(5_000):
                stack.push(lambda *exc: False)
            raise ValueError
assert len(done) == 30_000
