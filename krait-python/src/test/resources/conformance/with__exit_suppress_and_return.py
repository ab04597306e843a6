class Sup:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        print("exit sees", et.__name__ if et else None)
        return True
def f():
    with Sup():
        raise KeyError("x")
    return "after"
print(f())
def g():
    with Sup():
        return "from body"
print(g())
for i in range(3):
    with Sup():
        if i == 1:
            continue
        print("i", i)
class Falsy:
    def __enter__(self): pass
    def __exit__(self, *a): return 0
try:
    with Falsy():
        raise IndexError("propagates")
except IndexError as e:
    print("propagated", e)
