log = []
def src():
    for i in range(3):
        log.append(f"produce {i}")
        yield i
g = (x * 2 for x in src())
log.append("made")
first = next(g)
log.append(f"first {first}")
rest = list(g)
print(log, rest)
gen = (i for i in range(3))
print(list(gen), list(gen))
lst = [1, 2]
lazy = (x for x in lst)
lst.append(3)
print(list(lazy))
outer_iter = (x for x in [10, 20])
lst2 = [1]
g2 = (y for y in lst2)
lst2 = [5, 6]
print(list(g2))
