def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def ping(x):
    return f"ping {x}"
print(ping(1))
registry = {}
def register(name=None):
    def deco(fn):
        registry[name or fn.__name__] = fn
        return fn
    return deco
@register()
def alpha(): return "a"
@register("b-func")
def beta(): return "b"
print(sorted(registry), registry["b-func"](), alpha())
def counting(fn):
    def w(*a):
        w.calls += 1
        return fn(*a)
    w.calls = 0
    return w
@counting
def noop(): pass
noop(); noop()
print(noop.calls)
