match x:
    case [*a, 1, *b]:
        pass
