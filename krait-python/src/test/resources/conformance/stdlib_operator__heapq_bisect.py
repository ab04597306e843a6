import heapq
import bisect
import operator
from operator import itemgetter, attrgetter, methodcaller

rows = [{"name": "ann", "age": 31, "team": "b"}, {"name": "bob", "age": 25, "team": "a"},
        {"name": "cid", "age": 31, "team": "a"}]
print([r["name"] for r in sorted(rows, key=itemgetter("age", "name"))])
print(sorted(rows, key=itemgetter("team"))[0]["name"], itemgetter(1, 0)(["x", "y"]))
print(list(map(itemgetter(0), [(1, "a"), (2, "b")])), itemgetter(slice(1, 3))("abcd"))


class P:
    def __init__(self, name, city):
        self.name = name
        self.addr = type("A", (), {"city": city})()


people = [P("z", "Oslo"), P("a", "Bergen")]
print([p.name for p in sorted(people, key=attrgetter("name"))], attrgetter("addr.city")(people[0]))
print(attrgetter("name", "addr.city")(people[1]), methodcaller("upper")("abc"), methodcaller("split", ",", 1)("a,b,c"))
print(itemgetter(2), attrgetter("a.b"), methodcaller("get", "k", default=0))
print(operator.add(2, 3), operator.sub(5, 7), operator.mul("ab", 2), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.mod(7, 3), operator.pow(2, 10), operator.neg(4), operator.abs(-3), operator.not_([]), operator.truth("x"))
print(operator.eq(1, 1.0), operator.lt("a", "b"), operator.contains([1, 2], 2), operator.getitem({"k": 1}, "k"))
print(operator.concat([1], [2]), operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3), operator.index(7))
print(operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.is_(None, None), operator.iadd([1], [2]))
d = {}
operator.setitem(d, "a", 1)
print(d, operator.length_hint([1, 2, 3]))

h = []
for value in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, value)
print(h, heapq.heappop(h), heapq.heappop(h), h)
data = [7, 2, 9, 4, 1]
heapq.heapify(data)
print(data, heapq.heappushpop(data, 0), heapq.heapreplace(data, 10), data)
print(heapq.nlargest(3, [4, 1, 7, 3, 9]), heapq.nsmallest(2, [4, 1, 7, 3, 9]))
print(heapq.nlargest(2, rows, key=itemgetter("age")), heapq.nsmallest(1, rows, key=lambda r: r["name"])[0]["name"])
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "ship"))
print([heapq.heappop(tasks)[1] for _ in range(3)])
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])), list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper)))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)

scores = [60, 70, 80, 90]
grades = "FDCBA"
print([grades[bisect.bisect(scores, s)] for s in [33, 60, 75, 99, 100]])
a = [1, 2, 2, 2, 5]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 0), bisect.bisect_left(a, 9))
bisect.insort(a, 3)
bisect.insort_left(a, 2)
print(a)
events = [(1, "a"), (5, "e"), (9, "i")]
print(bisect.bisect_left(events, 5, key=itemgetter(0)))
bisect.insort(events, (6, "f"), key=itemgetter(0))
print(events, bisect.bisect_right([1, 2, 3], 2, lo=2), bisect.bisect_left([1, 2, 3], 3, hi=1))
