def f(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"single {x}"
        case [first, *middle, last]:
            return f"first={first} middle={middle} last={last}"
for s in [[], [1], [1, 2], [1, 2, 3, 4], range(5), (9, 8, 7)]:
    print(f(s))
match [1, [2, 3]]:
    case [a, [b, c]]:
        print("nested", a, b, c)
match "str":
    case [*chars]:
        print("matched str?", chars)
    case _:
        print("str is not a sequence pattern")
