class K:
    def __call__(self): return "called"
    def m(self): pass
k = K()
print(callable(len), callable(K), callable(k), callable(k.m), callable(1), callable("s"), callable(lambda: 0))
print(type(len).__name__, type(k.m).__name__, type(K.m).__name__, type(lambda: 0).__name__)
print(type(1), type("s"), type([]), type(type), type(None), type(K), type(k).__name__)
print(len.__name__, K.__name__, K.m.__name__, K.__qualname__, K.m.__qualname__)
print(k())
