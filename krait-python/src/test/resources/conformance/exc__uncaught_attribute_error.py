class User:
    def __init__(self, name): self.name = name
u = User("ann")
print(u.name)
print(u.email)
