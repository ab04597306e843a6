class Q:
    pass
match Q():
    case Q(1):
        print("no")
