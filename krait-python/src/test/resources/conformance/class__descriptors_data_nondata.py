class Typed:
    def __init__(self, kind): self.kind = kind
    def __set_name__(self, owner, name): self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
        setattr(obj, self.name, value)
class Lazy:
    def __init__(self, fn): self.fn = fn
    def __get__(self, obj, cls):
        if obj is None: return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v
class Person:
    name = Typed(str)
    age = Typed(int)
    def __init__(self, n, a): self.name, self.age = n, a
    @Lazy
    def greeting(self):
        print("computing")
        return "hi " + self.name
p = Person("Ann", 30)
print(p.name, p.age, p.greeting, p.greeting, type(Person.name).__name__, Person.age.name)
try:
    p.age = "old"
except TypeError as e:
    print(e)
