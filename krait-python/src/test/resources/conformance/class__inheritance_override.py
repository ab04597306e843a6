class Animal:
    def __init__(self, name): self.name = name
    def speak(self): return f"{self.name} makes a sound"
    def intro(self): return "I am " + self.speak()
class Cat(Animal):
    def speak(self): return f"{self.name} meows"
class Lion(Cat):
    def __init__(self, name, pride):
        super().__init__(name)
        self.pride = pride
    def speak(self): return super().speak().upper()
for a in [Animal("x"), Cat("tom"), Lion("leo", "p1")]:
    print(a.intro(), type(a).__name__, isinstance(a, Cat))
print(Lion.__mro__)
print(Lion.__bases__, Cat.__base__)
