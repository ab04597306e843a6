class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1]
s = Stack([1, 2])
s.push(3).push(4)
print(s, s.peek(), len(s), type(s).__name__, isinstance(s, list))
print(s + [5], type(s + [5]).__name__, s[1:3], type(s[1:3]).__name__)
class Uniq(list):
    def append(self, x):
        if x not in self:
            super().append(x)
u = Uniq()
for v in [1, 2, 1, 3, 2]:
    u.append(v)
print(u, sum(u), sorted(u, reverse=True))
