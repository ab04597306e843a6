def run(action):
    match action:
        case {"op": "add", "args": [int(a), int(b)]}:
            return a + b
        case {"op": "neg", "args": [x]}:
            return -x
        case {"op": "sum", "args": [*xs]} if all(isinstance(x, int) for x in xs):
            return sum(xs)
        case {"op": str(op)}:
            return f"bad args for {op}"
        case _:
            return "invalid action"
for a in [{"op": "add", "args": [2, 3]}, {"op": "neg", "args": [4]}, {"op": "sum", "args": [1, 2, 3]}, {"op": "sum", "args": [1, "x"]}, {"op": 5}, "text"]:
    print(run(a))
