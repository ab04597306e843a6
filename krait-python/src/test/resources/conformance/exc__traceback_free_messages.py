cases = [
    lambda: [1, 2][5],
    lambda: (1,)[2],
    lambda: "abc"[10],
    lambda: {"a": 1}["b"],
    lambda: int("12x"),
    lambda: float("y"),
    lambda: 1 + "1",
    lambda: len(None),
    lambda: None.attr,
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: 10 / 0,
    lambda: 10 % 0,
    lambda: "a" < 1,
    lambda: import_missing_name,
    lambda: [1].index(2),
    lambda: "x".index("y"),
    lambda: (1, 2).index(3),
]
for c in cases:
    try:
        c()
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
