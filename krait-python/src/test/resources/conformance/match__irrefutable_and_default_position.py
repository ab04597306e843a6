def classify(n):
    match n:
        case x if x < 0:
            r = "negative"
        case 0:
            r = "zero"
        case x:
            r = f"positive {x}"
    return r
print([classify(n) for n in (-3, 0, 4)])
value = 5
match value:
    case 1:
        print("one")
print("fell through with no match")
