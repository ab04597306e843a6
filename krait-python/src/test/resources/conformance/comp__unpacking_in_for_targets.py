pairs = [(1, "a"), (2, "b")]
print([f"{n}{s}" for n, s in pairs])
print([a + b + c for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]])
print([first for first, *_ in ["abc", "de"]])
print([rest for _, *rest in [[1, 2, 3], [4]]])
print({k: v for (k, v) in pairs})
print([x for x, in [(1,), (2,)]])
