def coroutine(fn):
    def start(*a, **k):
        g = fn(*a, **k)
        next(g)
        return g
    return start
@coroutine
def printer(prefix):
    while True:
        item = yield
        print(prefix, item)
@coroutine
def filt(pred, target):
    while True:
        item = yield
        if pred(item):
            target.send(item)
@coroutine
def mapper(fn, target):
    while True:
        target.send(fn((yield)))
p = mapper(lambda x: x * x, filt(lambda x: x % 2, printer("odd square:")))
for i in range(6):
    p.send(i)
p.close()
print("done")
