class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        return cls
    def __call__(cls, *args, **kwargs):
        print("Meta.__call__", cls.__name__, args)
        inst = super().__call__(*args, **kwargs)
        inst.tagged = True
        return inst
class A(metaclass=Meta):
    def __init__(self, x): self.x = x
a = A(5)
print(a.x, a.tagged, A.created_by, type(A).__name__, isinstance(A, Meta), type(a).__name__)
class Counted(type):
    count = 0
    def __call__(cls, *a, **k):
        Counted.count += 1
        return super().__call__(*a, **k)
class B(metaclass=Counted): pass
class C(B): pass
B(); C(); C()
print(Counted.count, type(C).__name__)
