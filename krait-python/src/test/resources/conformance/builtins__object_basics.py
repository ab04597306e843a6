o = object()
print(type(o).__name__, isinstance(o, object))
try:
    o.x = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(object.__name__, object.__bases__, type.__bases__, int.__bases__, bool.__mro__)
class E: pass
print(E.__bases__, E.__mro__, E.__name__, E.__module__)
print(str(E()).startswith("<__main__.E object at"), repr(E).startswith("<class"))
print(E() == E(), E().__eq__(1))
