class A: pass
class B(A): pass
b = B()
print(type(b).__name__, b.__class__.__name__, type(b) is B, type(b) == A, B.__name__, B.__qualname__)
print(A.__name__, B.__base__.__name__, B.__bases__[0] is A)
print(isinstance(b, A), issubclass(type(b), A), type(A).__name__)
print(b.__class__.__bases__[0].__name__, object in B.__mro__)
