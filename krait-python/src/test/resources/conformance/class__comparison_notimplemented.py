class A:
    def __eq__(self, o):
        print("A.__eq__")
        return NotImplemented
    def __lt__(self, o):
        print("A.__lt__")
        return NotImplemented
class B:
    def __eq__(self, o):
        print("B.__eq__")
        return True
    def __gt__(self, o):
        print("B.__gt__")
        return "gt-result"
print(A() == B())
print(A() < B())
print(A() == A())
try:
    A() < A()
except TypeError as e:
    print(type(e).__name__, e)
