class Pair:
    def __enter__(self):
        return ("left", "right")
    def __exit__(self, *a):
        print("pair exit")
with Pair() as (l, r):
    print(l, r)
class Counter:
    active = 0
    def __enter__(self):
        Counter.active += 1
        return Counter.active
    def __exit__(self, *a):
        Counter.active -= 1
with Counter() as a:
    with Counter() as b:
        print("depth", a, b, Counter.active)
    print("after inner", Counter.active)
print("after outer", Counter.active)
