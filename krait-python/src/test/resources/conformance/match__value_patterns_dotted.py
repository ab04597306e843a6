class Color:
    RED = "red"
    GREEN = "green"
class Limits:
    MAX = 10
def check(v):
    match v:
        case Color.RED:
            return "is red"
        case Color.GREEN:
            return "is green"
        case Limits.MAX:
            return "at max"
        case _:
            return "no match"
for v in ["red", "green", 10, "blue"]:
    print(v, check(v))
