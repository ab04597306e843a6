def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls
def register(registry):
    def deco(cls):
        registry.append(cls.__name__)
        return cls
    return deco
seen = []
@register(seen)
@add_repr
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
print(Point(1, "a"), seen, [Point(0, 0)])
def singleton(cls):
    instances = {}
    def get(*a, **k):
        if cls not in instances:
            instances[cls] = cls(*a, **k)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self): print("init once")
print(Config() is Config(), type(Config).__name__)
