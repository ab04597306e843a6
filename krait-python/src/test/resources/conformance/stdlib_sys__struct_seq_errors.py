# struct sequences refuse assignment and creation with CPython's messages
import sys

for o in (sys.version_info, sys.float_info, sys.int_info, sys.hash_info, sys.flags):
    name = type(o).__match_args__[0]
    for attempt in (lambda: o.nope, lambda: setattr(o, "nope", 1), lambda: setattr(o, name, 1),
                    lambda: delattr(o, name), lambda: delattr(o, "nope"), lambda: o.__dict__):
        try:
            attempt()
        except AttributeError as e:
            print("AttributeError", e)
    try:
        o[0] = 1
    except TypeError as e:
        print("TypeError", e)
    try:
        del o[0]
    except TypeError as e:
        print("TypeError", e)
for t in (type(sys.version_info), type(sys.flags)):
    for args in ((), ((1, 2),), (range(20),)):
        try:
            t(*args)
        except TypeError as e:
            print("TypeError", e)
FI = type(sys.float_info)
print(FI(range(11)).max, FI(range(11)) == tuple(range(11)), repr(FI(range(11)))[:30])
for args in ((), ((1,),), (range(12),), (5,), (range(11), 5), (range(11), None, 1)):
    try:
        FI(*args)
    except TypeError as e:
        print("TypeError", e)
for t in (type(sys.version_info), type(sys.float_info)):
    try:
        class Sub(t):
            pass
    except TypeError as e:
        print("TypeError", e)
try:
    v = sys.version_info
    v += (1,)
    print(type(v).__name__, len(v))
except TypeError as e:
    print("TypeError", e)
