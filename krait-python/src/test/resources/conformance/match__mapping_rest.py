def handle(evt):
    match evt:
        case {"type": "click", "x": x, "y": y}:
            return f"click at {x},{y}"
        case {"type": "key", "key": k, **rest}:
            return f"key {k} extra={rest}"
        case {"type": t}:
            return f"unknown type {t}"
        case {}:
            return "empty mapping"
        case _:
            return "not a mapping"
print(handle({"type": "click", "x": 1, "y": 2, "extra": 0}))
print(handle({"type": "key", "key": "a", "mods": ["ctrl"], "t": 1}))
print(handle({"type": "scroll"}))
print(handle({"other": 1}))
print(handle([("type", "click")]))
