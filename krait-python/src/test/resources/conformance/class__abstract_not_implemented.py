class Animal:
    def speak(self): raise NotImplementedError(f"{type(self).__name__} must implement speak")
    def intro(self): return f"I say {self.speak()}"
class Dog(Animal):
    def speak(self): return "woof"
class Fish(Animal): pass
for a in [Dog(), Fish()]:
    try:
        print(a.intro())
    except NotImplementedError as e:
        print(type(e).__name__, e)
