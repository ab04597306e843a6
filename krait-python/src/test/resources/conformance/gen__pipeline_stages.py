def read(lines):
    for ln in lines:
        print("read", ln)
        yield ln
def parse(it):
    for ln in it:
        if ln.strip():
            yield int(ln)
def running_total(it):
    total = 0
    for v in it:
        total += v
        yield total
src = ["1", "2", " ", "3"]
pipe = running_total(parse(read(src)))
print(next(pipe))
print(list(pipe))
print(sum(x * x for x in range(5)), max((len(w), w) for w in "a bb ccc".split()), sorted(x % 3 for x in range(7)))
print(list(zip(*(iter(range(6)),) * 2)), dict((k, v) for k, v in [("a", 1)]), any(x > 3 for x in [1, 5]))
