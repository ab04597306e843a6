class K:
    cls_attr = 1
    def __init__(self): self.inst = 2
    def method(self): pass
k = K()
print(vars(k), "cls_attr" in dir(k), "method" in dir(K), k.__class__.__name__, K.__name__, K.__qualname__, K.__module__)
k.cls_attr = 10
print(k.cls_attr, K.cls_attr)
del k.cls_attr
print(k.cls_attr)
K.new = lambda self: "added"
print(k.new(), type(K.method).__name__, type(k.method).__name__, k.method.__self__ is k)
print(setattr(k, "dyn", 5), k.dyn, getattr(k, "nope", "default"), delattr(k, "dyn"), hasattr(k, "dyn"))
