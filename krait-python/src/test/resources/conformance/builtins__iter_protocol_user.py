class Range2:
    def __init__(self, n): self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
print(list(Range2(3)), sum(Range2(5)), sorted(Range2(3), reverse=True), max(Range2(4)))
print(list(map(str, Range2(2))), dict.fromkeys(Range2(2)), set(Range2(2)), tuple(Range2(3)))
print(list(enumerate(Range2(2))), 2 in Range2(3), [*Range2(2)])
a, b = Range2(2)
print(a, b)
