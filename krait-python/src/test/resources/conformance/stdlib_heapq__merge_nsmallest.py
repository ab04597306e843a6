import heapq
from bisect import bisect, bisect_left, bisect_right, insort, insort_left, insort_right
from dataclasses import dataclass, field

h = []
for x in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, x)
print(h, heapq.heappop(h), heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
data = [9, 4, 7, 1, 8, 2]
heapq.heapify(data)
print(data, [heapq.heappop(data) for _ in range(len(data))])
print(heapq.nsmallest(3, [5, 1, 8, 3, 9]), heapq.nlargest(2, [5, 1, 8, 3, 9]), heapq.nsmallest(0, [1]), heapq.nlargest(10, [3, 1]))
words = ["kiwi", "fig", "banana", "apple", "date", "cherry"]
print(heapq.nsmallest(2, words, key=len), heapq.nlargest(3, words, key=lambda w: (len(w), w)))
print(heapq.nsmallest(1, iter([4, 2, 6])), heapq.nlargest(1, [], key=len))

print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge(["a", "cc"], ["bbb"], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 2], reverse=True)))
print(list(heapq.merge([("b", 9), ("d", 1)], [("a", 5), ("c", 3)], key=lambda t: t[0])))
print(list(heapq.merge([(3, "x")], [(1, "y")], key=lambda t: -t[0], reverse=True)), list(heapq.merge()), list(heapq.merge([], [1])))

# ties: stable by insertion with a counter
jobs = []
for i, (prio, name) in enumerate([(2, "b"), (1, "a"), (2, "c"), (1, "d")]):
    heapq.heappush(jobs, (prio, i, name))
print([heapq.heappop(jobs)[2] for _ in range(4)])

@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
pq = [Job(3, "low"), Job(1, "urgent"), Job(2, "mid")]
heapq.heapify(pq)
print(heapq.heappop(pq).name, pq[0].name)

# running median with two heaps
lo, hi, medians = [], [], []
for x in [5, 15, 1, 3, 8, 7, 9, 10]:
    heapq.heappush(lo, -x)
    heapq.heappush(hi, -heapq.heappop(lo))
    if len(hi) > len(lo):
        heapq.heappush(lo, -heapq.heappop(hi))
    medians.append(-lo[0] if len(lo) > len(hi) else (-lo[0] + hi[0]) / 2)
print(medians)

for fn in [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1),
           lambda: heapq.heapify({1}), lambda: heapq.heappush([1], "a"), lambda: heapq.nsmallest("x", [1])]:
    try:
        print("ok:", fn())
    except (IndexError, TypeError) as e:
        print(type(e).__name__, "|", e)

# bisect
grades = [60, 70, 80, 90]
print([("FDCBA"[bisect(grades, s)]) for s in (33, 60, 75, 90, 100)])
a = [1, 2, 2, 2, 3]
print(bisect_left(a, 2), bisect_right(a, 2), bisect_left(a, 2, 2), bisect_right(a, 2, 0, 3), bisect_left(a, 0), bisect_right(a, 9))
insort(a, 2)
insort_left(a, 0)
insort_right(a, 4, 0, len(a))
print(a)
recs = [("a", 1), ("b", 5), ("c", 9)]
print(bisect_left(recs, 5, key=lambda r: r[1]), bisect_right(recs, 9, key=lambda r: r[1]))
insort(recs, ("x", 6), key=lambda r: r[1])
print(recs)
times = ["09:00", "10:30", "13:15"]
print(bisect(times, "10:00"), bisect_left(times, "13:15"))
for fn in [lambda: bisect(a, 1, -1), lambda: bisect(None, 1), lambda: bisect([1, "a"], 2), lambda: insort(a, 1, 3, 1)]:
    try:
        print("ok:", fn())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, "|", e)
