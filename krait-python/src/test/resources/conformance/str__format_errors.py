cases = [("{} {}", ("a",), {}), ("{0} {}", ("a", "b"), {}), ("{x}", (), {}), ("{0[5]}", ([1],), {}), ("{", (), {}), ("}", (), {}), ("{:d}", ("s",), {}), ("{0.nope}", (1,), {}), ("{!x}", (1,), {})]
for fmt, a, k in cases:
    try:
        print(fmt.format(*a, **k))
    except (IndexError, KeyError, ValueError, AttributeError) as e:
        print(repr(fmt), type(e).__name__, e)
