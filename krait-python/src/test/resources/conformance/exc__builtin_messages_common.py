tests = [
    lambda: [][0], lambda: {}["k"], lambda: int("x"), lambda: float("abc"), lambda: 1 + "a",
    lambda: None.attr, lambda: len(5), lambda: [1, 2].index(5), lambda: (1, 2).index(3),
    lambda: "abc".index("z"), lambda: int(None), lambda: (lambda f: f())(5), lambda: {}.pop("z"), lambda: set().pop(),
    lambda: next(iter([])), lambda: [].pop(), lambda: {[]: 1}, lambda: 2 ** "x", lambda: -"a",
    lambda: object().x, lambda: list(5), lambda: dict([1]), lambda: chr(-1), lambda: ord("ab"),
    lambda: "a" < 1, lambda: divmod(1, 0), lambda: 1.0 / 0, lambda: 10 % 0, lambda: round("x"),
    lambda: sum(["a"]), lambda: max([]), lambda: "x".join([1]), lambda: tuple()[0], lambda: range(0)[0],
    lambda: int("12", 1), lambda: [1][float('1.5')], lambda: {}.x, lambda: str.upper(5), lambda: hash([]),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__ + ":", e)
