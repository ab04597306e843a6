class Range2:
    def __init__(self, n): self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i * 2
r = Range2(4)
print(list(r), list(r), sum(r), 4 in r, 5 in r, sorted(r, reverse=True))
it = iter(r)
print(next(it), next(it), list(it))
class Peekable:
    def __init__(self, it): self.it, self.buf = iter(it), []
    def peek(self, default=None):
        if not self.buf:
            try:
                self.buf.append(next(self.it))
            except StopIteration:
                return default
        return self.buf[0]
    def __iter__(self): return self
    def __next__(self):
        return self.buf.pop() if self.buf else next(self.it)
p = Peekable("abc")
print(p.peek(), next(p), p.peek(), list(p), p.peek("end"))
