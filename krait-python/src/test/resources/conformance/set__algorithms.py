graph = {"a": {"b", "c"}, "b": {"d"}, "c": {"d", "e"}, "d": set(), "e": {"a"}}
def reachable(start):
    seen, stack = set(), [start]
    while stack:
        n = stack.pop()
        if n not in seen:
            seen.add(n)
            stack.extend(graph[n] - seen)
    return seen
print(sorted(reachable("c")), sorted(reachable("d")))
all_targets = set().union(*graph.values())
print(sorted(set(graph) - all_targets), sorted(all_targets))
common = {1, 2, 3, 4}.intersection({2, 3, 5}, [3, 2, 9])
print(common, {1, 2} ^ {2, 3} ^ {3, 4})
