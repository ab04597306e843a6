# A cell that defines a @contextmanager and enters it once (the per-cell cost of contextlib's Java part).
from contextlib import contextmanager
@contextmanager
def cm():
    yield 1
with cm() as x:
    pass
