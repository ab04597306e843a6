from collections import deque
graph = {"A": ["B", "C"], "B": ["D"], "C": ["D", "E"], "D": ["F"], "E": ["F"], "F": []}
def bfs(start):
    seen, q, order = {start}, deque([start]), []
    while q:
        n = q.popleft()
        order.append(n)
        for m in graph[n]:
            if m not in seen:
                seen.add(m); q.append(m)
    return order
def dfs(n, seen=None):
    seen = set() if seen is None else seen
    seen.add(n)
    out = [n]
    for m in graph[n]:
        if m not in seen:
            out += dfs(m, seen)
    return out
def paths(a, b):
    if a == b: return [[b]]
    return [[a] + p for m in graph[a] for p in paths(m, b)]
print(bfs("A"), dfs("A"), paths("A", "F"))
def topo():
    indeg = {n: 0 for n in graph}
    for ns in graph.values():
        for m in ns: indeg[m] += 1
    q = deque(sorted(n for n, d in indeg.items() if d == 0))
    out = []
    while q:
        n = q.popleft(); out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0: q.append(m)
    return out
print(topo())
