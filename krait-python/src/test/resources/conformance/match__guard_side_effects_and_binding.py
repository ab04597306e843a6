def g(x):
    match x:
        case (a, b) if a > b:
            return f"desc {a}>{b}"
        case (a, b) if a == b:
            return f"equal {a}"
        case (a, b):
            return f"asc {a}<{b}"
print(g((3, 1)), g((2, 2)), g([1, 5]))
match (1, 2):
    case (x, y) if x > 5:
        pass
    case _:
        print("guard failed but x bound:", x)
