def f(m):
    match m:
        case {1: one, "two": two}:
            return (one, two)
        case {True: t}:
            return ("true key", t)
        case {None: n}:
            return ("none key", n)
    return "no"
print(f({1: "a", "two": "b", 3: "c"}))
print(f({1: "only one"}))
print(f({None: 0}))
print(f({}))
class D(dict):
    pass
print(f(D({1: 1, "two": 2})))
