class Typed:
    def __init__(self, name, typ):
        self.name, self.typ = name, typ
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, "unset")
    def __set__(self, obj, value):
        if not isinstance(value, self.typ):
            raise TypeError(f"{self.name} must be {self.typ.__name__}")
        obj.__dict__[self.name] = value
class Person:
    name = Typed("name", str)
    age = Typed("age", int)
p = Person()
print(p.name)
p.name = "ann"
p.age = 30
print(p.name, p.age, type(Person.name).__name__)
try:
    p.age = "old"
except TypeError as e:
    print(type(e).__name__, e)
