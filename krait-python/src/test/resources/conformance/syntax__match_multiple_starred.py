print("before")
x = [1]
match x:
    case [*a, 1, *b]:
        pass
