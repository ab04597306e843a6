def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        term = yield avg
        if term is None:
            return (count, avg)
        total += term
        count += 1
        avg = total / count
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
for key, vals in [("a", [1, 2, 3]), ("b", [10, 20])]:
    gr = grouper(results, key)
    next(gr)
    for v in vals:
        gr.send(v)
    gr.send(None)
print(results)
