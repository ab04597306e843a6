import heapq
events = []
for t, name in [(5, "e"), (1, "a"), (3, "c"), (1, "b"), (4, "d")]:
    heapq.heappush(events, (t, name))
order = []
while events:
    t, n = heapq.heappop(events)
    order.append(f"{t}:{n}")
print(order, heapq.nsmallest(2, [5, 1, 4]), heapq.nlargest(2, "abc"))
class Task:
    def __init__(self, pri, name): self.pri, self.name = pri, name
    def __lt__(self, other): return self.pri < other.pri
    def __repr__(self): return f"Task({self.pri}, {self.name})"
h = [Task(3, "low"), Task(1, "high"), Task(2, "mid")]
heapq.heapify(h)
print([heapq.heappop(h).name for _ in range(3)])
