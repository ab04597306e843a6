def gen():
    yield 1
    yield 2
    raise RuntimeError("generator broke")
for v in gen():
    print("got", v)
