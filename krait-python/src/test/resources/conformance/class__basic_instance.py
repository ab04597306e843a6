class Dog:
    species = "canis"
    def __init__(self, name):
        self.name = name
        self.tricks = []
    def add(self, trick):
        self.tricks.append(trick)
        return self
d = Dog("rex").add("sit").add("roll")
e = Dog("fido")
print(d.name, d.tricks, e.tricks, d.species, Dog.species)
Dog.species = "wolf"
print(d.species, e.species)
d.species = "own"
print(d.species, e.species, Dog.species, "species" in vars(d))
del d.species
print(d.species)
