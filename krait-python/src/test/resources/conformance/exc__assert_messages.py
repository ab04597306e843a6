def check(x):
    assert isinstance(x, int), f"expected int, got {type(x).__name__}"
    assert x > 0
    return x
for v in [1, "a", -1]:
    try:
        print(check(v))
    except AssertionError as e:
        print("AssertionError", repr(str(e)), e.args)
assert check(5) == 5, "never"
t = (1, "tuple is truthy")
assert t
print("done")
