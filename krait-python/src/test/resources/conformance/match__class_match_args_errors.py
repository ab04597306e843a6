class NoArgs:
    pass
class P:
    __match_args__ = ("a",)
    def __init__(self): self.a = 1
try:
    match NoArgs():
        case NoArgs(1):
            print("no")
except TypeError as e:
    print(type(e).__name__, e)
try:
    match P():
        case P(1, 2):
            print("no")
except TypeError as e:
    print(type(e).__name__, e)
match P():
    case P(a=1):
        print("keyword ok")
match P():
    case P(missing=1):
        print("no")
    case _:
        print("missing attribute is no match")
