def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float() | complex():
            return "floaty"
        case str() as s if len(s) > 3:
            return f"long str {s}"
        case str(s):
            return f"str {s}"
        case list([x, *_]):
            return f"list starting {x}"
        case dict():
            return "dict"
        case _:
            return "other"
for v in [True, -5, 7, 1.5, 2j, "hello", "hi", [9, 8], [], {"a": 1}, None]:
    print(repr(v), "->", kind(v))
