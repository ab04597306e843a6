def check(x):
    assert x > 0, f"x must be positive, got {x}"
    assert isinstance(x, int)
    return x
print(check(5))
for bad in [-1, 2.5]:
    try:
        check(bad)
    except AssertionError as e:
        print(type(e).__name__, repr(str(e)), e.args)
try:
    assert [], "empty list"
except AssertionError as e:
    print(e)
