def none_ret(): return
def multi(): return 1, 2
def early(x):
    if x:
        return "early"
    return "late"
print(none_ret(), multi(), type(multi()).__name__, early(1), early(0))
def loop_return():
    for i in range(10):
        if i == 3:
            return i
print(loop_return())
def nested_return():
    try:
        return "try"
    finally:
        print("finally runs")
print(nested_return())
