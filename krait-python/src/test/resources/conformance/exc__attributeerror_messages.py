class A:
    x = 1
for obj, name in [(A(), "y"), (A, "z"), (5, "foo"), ("s", "bar"), ([], "push"), (None, "x"), (A.x, "real2")]:
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(e)
import math
try:
    math.nope
except AttributeError as e:
    print(e)
try:
    (1).real = 5
except AttributeError as e:
    print(e)
try:
    object().x = 1
except AttributeError as e:
    print(e)
