import functools
def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **k)
                except ValueError as e:
                    print(f"attempt {attempt} failed: {e}")
            return "gave up"
        return wrapper
    return deco
state = {"n": 0}
@retry(3)
def flaky():
    """Flaky doc."""
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"n={state['n']}")
    return "ok"
print(flaky(), flaky.__name__, flaky.__doc__, flaky.__wrapped__.__name__)
