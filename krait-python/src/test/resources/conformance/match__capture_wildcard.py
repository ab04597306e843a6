def f(x):
    match x:
        case [a]:
            return f"one: {a}"
        case [a, b]:
            return f"two: {a}, {b}"
        case [_, _, *_]:
            return "many"
        case other:
            return f"captured {other!r}"
for v in [[1], (1, 2), [1, 2, 3], [], "ab", 5]:
    print(f(v))
