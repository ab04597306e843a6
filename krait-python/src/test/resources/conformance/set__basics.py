s = {3, 1, 2}
print(s, len(s), 2 in s, 5 not in s)
s.add(4); s.add(1)
print(s)
s.discard(10); s.discard(1)
print(s)
s.remove(2)
print(s)
try:
    s.remove(99)
except KeyError as e:
    print(type(e).__name__, e)
print(s.pop() in {3, 4}, len(s))
print(set(), set("aab") == {"a", "b"}, set([1, 2, 2]), {(1, 2), (1, 2)})
try:
    set().pop()
except KeyError as e:
    print(type(e).__name__, e)
