class A:
    def __init__(self): self.x = 1
a = A()
try:
    a.y
except AttributeError as e:
    print(type(e).__name__, e)
try:
    A.y
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del a.y
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1).real = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    "s".nope()
except AttributeError as e:
    print(type(e).__name__, e)
try:
    [].push(1)
except AttributeError as e:
    print(type(e).__name__, e)
