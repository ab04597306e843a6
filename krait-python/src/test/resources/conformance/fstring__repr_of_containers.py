d = {"a": [1, 2.5, None], "b": ("x", True)}
s = {"only"}
print(f"{d!r}", f"{d}", f"{s!r}", f"{[]!s}", f"{()}", f"{(1,)}")
print(f"{'plain' if True else 'other'}")
print(f"{['a', 'b']!a}", f"{'é'!a}", f"{'tab'!r}")
nested = [[1, [2, [3]]], {"k": {"k2": {}}}]
print(f"{nested}", f"{nested!r:>40}|")
