class Plugin:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry.append(cls.__name__)
class A(Plugin): pass
class B(Plugin): pass
class C(A): pass
print(Plugin.registry)
class Id:
    _next = 0
    def __init__(self):
        type(self)._next += 1
        self.id = type(self)._next
print([Id().id for _ in range(3)], Id._next)
