def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bob", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
print(greet.__defaults__, greet.__name__)
try:
    greet()
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", "b", "c", "d")
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", nme="x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", name="b")
except TypeError as e:
    print(type(e).__name__, e)
