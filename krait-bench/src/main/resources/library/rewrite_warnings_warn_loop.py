# issue 11 closing note: warnings.warn in a loop, recorded and ignored
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for i in range(10_000):
        warnings.warn(f"message {i % 10}", UserWarning)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    for i in range(10_000):
        warnings.warn("ignored", DeprecationWarning)
assert len(caught) == 10_000
