def shape(v):
    match v:
        case ():
            return "empty"
        case (x,):
            return f"1-tuple-ish {x}"
        case (x, y):
            return f"pair {x},{y}"
        case (x, y, z):
            return f"triple {x},{y},{z}"
        case [*items] if len(items) > 3:
            return f"{len(items)} items"
    return "?"
for v in [(), [7], (1, 2), [1, 2, 3], list(range(6)), range(2), "ab", {1: 2}]:
    print(repr(v), shape(v))
