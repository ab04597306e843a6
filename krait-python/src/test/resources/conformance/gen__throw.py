def worker():
    try:
        while True:
            try:
                v = yield "ready"
                print("got", v)
            except ValueError as e:
                print("handled", e)
                yield "recovered"
    finally:
        print("worker finally")
w = worker()
print(next(w))
print(w.send(1))
print(w.throw(ValueError("bad")))
print(next(w))
try:
    w.throw(KeyError("fatal"))
except KeyError as e:
    print("propagated", e)
print(next(w, "dead"))
