class Counter:
    count = 0
    shared = []
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
        self.shared.append(self.id)
a, b, c = Counter(), Counter(), Counter()
print(Counter.count, a.id, c.id, a.shared, Counter.shared is b.shared)
a.count = 100
print(a.count, Counter.count, b.count)
class Sub(Counter):
    pass
s = Sub()
print(Counter.count, Sub.count, s.id)
