match [1, 2, 3, 4, 5]:
    case [first, *_, last]:
        print(first, last)
match (1,):
    case [*all_items]:
        print(all_items, type(all_items).__name__)
match {"a": 1, "b": 2}:
    case {"a": _, **others}:
        print(others)
match [[1, 2], [3, 4]]:
    case [[a, b], [c, d]] if a + d == b + c:
        print("balanced", a, b, c, d)
